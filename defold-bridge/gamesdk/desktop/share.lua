-- Desktop stubs: image sharing and referrals. The platform lacks the context module, yet shares
-- an image.
return function(env)
    local rules, feature, state = env.rules, env.feature, env.state
    -- Shared or closed (control.set_outcome("share", ...)), the game hears the same.
    local function decide() table.remove(state.outcomes.share or {}, 1) end
    feature("share.image", function(context, options) rules.share(context, options); decide() end)
    feature("share.invite", function(context, options) rules.referral_share(context, options or {}); decide() end)
    -- The invitees control.add_referral added.
    feature("share.referrals", function()
        return { referrals = env.copy(state.referrals), signed_request = require("gamesdk.generated.mock_platform").UNSIGNED }
    end)
end
