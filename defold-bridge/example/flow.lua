-- The example game's start-up, in the spec's mandatory call sequence:
--   1. sdk.initialize   2. sdk.set_loading_progress while loading   3. sdk.start_game
--   4. recover pending purchases (sdk.iap_recover_purchases)   5. guest play, saved with data_*
--   6. the registration prompt for guests only, after saving   7. D1 to D7 notifications once registered
-- Each step is noted in self.log, so the example's test can check the order.
local codes = require("gamesdk.generated.error_codes")

local M = {}

local NOTIFICATION_COPY = {
    "Your crops are ready to harvest!", "The crows are circling your field.", "A new seed packet arrived.",
    "Your chickens laid golden eggs.", "Market day: prices are up!", "Rain tonight: plant now.", "A week of farming: claim your bonus!",
}

local function note(self, step) self.log[#self.log + 1] = step end

local function load_save(sdk)
    local text = sdk.data_get_string("save")
    local gems, tokens = 0, {}
    if text then
        gems = tonumber(text:match("^(%d+)")) or 0
        for token in text:gmatch(";([^;]+)") do tokens[token] = true end
    end
    return { gems = gems, tokens = tokens }
end

-- Item and purchase tokens go into one string, so one save holds both.
local function store_save(sdk, save)
    local parts = { tostring(save.gems) }
    for token in pairs(save.tokens) do parts[#parts + 1] = token end
    sdk.data_set_string("save", table.concat(parts, ";"))
end

local function schedule_week(self, sdk, done)
    local pending = #NOTIFICATION_COPY
    for day, body in ipairs(NOTIFICATION_COPY) do
        sdk.notifications_schedule({ id = "farm-day-" .. day, title = "Your farm", body = body, scheduled_in_days = day,
            image_asset_id = "farm-day-" .. day, data = { day = day } }, function(_, _, err)
            if err then note(self, "notification " .. day .. " failed: " .. sdk.parse_error(err).code) end
            pending = pending - 1
            if pending == 0 then
                note(self, "scheduled D1-D7")
                done()
            end
        end)
    end
end

--- Runs the start-up sequence; calls done(self) when the game is playing.
function M.start(self, sdk, done)
    self.log = {}
    self.listeners = {
        -- A last save only: the game saves as it goes, since this may never run once frames stop.
        sdk.on_exit_requested(function() store_save(sdk, self.save) end),
        sdk.on_pause(function() self.paused = true end),
        sdk.on_resume(function() self.paused = false end),
    }
    sdk.initialize(function(_, _, err)
        if err then
            note(self, "initialize failed: " .. sdk.parse_error(err).code)
            return done(self)
        end
        note(self, "initialized")
        for _, progress in ipairs({ 0, 50, 100 }) do sdk.set_loading_progress(progress) end
        note(self, "loaded")
        sdk.start_game(function()
            note(self, "started")
            self.save = load_save(sdk)
            sdk.iap_recover_purchases({
                has_token = function(token) return self.save.tokens[token] == true end,
                grant = function(purchase)
                    self.save.gems = self.save.gems + 100
                    self.save.tokens[purchase.purchase_token] = true
                    store_save(sdk, self.save)
                end,
            }, function(_, report, recover_err)
                note(self, recover_err and "recovery failed" or ("recovered " .. #report.granted))
                self.save.gems = self.save.gems + 1 -- a turn of guest play
                store_save(sdk, self.save)
                note(self, "saved")
                if sdk.auth_is_authenticated() then
                    return schedule_week(self, sdk, function() done(self) end)
                end
                local ok, prompt_err = pcall(sdk.auth_show_registration_prompt, { message = "Text {{registrationCode}} to keep your farm" })
                if ok then note(self, "prompted") else note(self, "prompt refused: " .. sdk.parse_error(prompt_err).code) end
                -- Guests get no notifications: the platform answers PLAYER_NOT_AUTHENTICATED.
                sdk.notifications_cancel_all(function(_, _, cancel_err)
                    if sdk.parse_error(cancel_err).code == codes.PLAYER_NOT_AUTHENTICATED then note(self, "no notifications for guests") end
                    done(self)
                end)
            end)
        end)
    end)
end

--- Shows an interstitial between levels: pause now, resume in after_ad only.
function M.between_levels(self, sdk, resume)
    self.paused = true
    sdk.ads_show_interstitial({
        no_fill = function() note(self, "no ad") end,
        after_ad = function()
            self.paused = false
            note(self, "resumed")
            resume(self)
        end,
    })
end

function M.stop(self, sdk)
    for _, id in ipairs(self.listeners or {}) do sdk.off(id) end
end

return M
