-- Desktop stubs: never an ad; no_fill then after_ad, resume in after_ad only.
local AD_CALLBACKS = { before_ad = true, after_ad = true, no_fill = true, ad_viewed = true, ad_dismissed = true }

return function(env)
    local sdk, raise = env.sdk, env.raise
    local function show_ad(name, context)
        sdk[name] = function(...)
            local callbacks = ...
            if select("#", ...) > 1 then raise("INVALID_PARAM", "expected one argument: a table of callbacks", "sdk." .. name) end
            if callbacks ~= nil and type(callbacks) ~= "table" then raise("INVALID_PARAM", "callbacks must be a table", "sdk." .. name) end
            for key, value in pairs(callbacks or {}) do
                if not AD_CALLBACKS[key] then
                    raise("INVALID_PARAM", "callbacks." .. tostring(key) .. " is not an ad callback (before_ad, after_ad, no_fill, ad_viewed, ad_dismissed)", "sdk." .. name)
                elseif type(value) ~= "function" then
                    raise("INVALID_PARAM", "callbacks." .. key .. " must be a function", "sdk." .. name)
                end
            end
            env.ready(context)
            env.schedule(function(self)
                if callbacks and callbacks.no_fill then callbacks.no_fill(self) end
                if callbacks and callbacks.after_ad then callbacks.after_ad(self) end
            end)
        end
    end
    show_ad("ads_show_interstitial", "ads.showInterstitial")
    show_ad("ads_show_rewarded", "ads.showRewarded")
    env.define("ads_is_banner_supported", function() return false end)
end
