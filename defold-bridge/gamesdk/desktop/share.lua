-- Desktop stubs: image sharing and referrals. The platform lacks the context module, yet shares
-- an image.
return function(env)
    local feature, state = env.feature, env.state
    -- Shared or closed (control.set_outcome("share", ...)), the game hears the same.
    local function decide() table.remove(state.outcomes.share or {}, 1) end
    feature("share.image", decide)
    feature("share.invite", decide)
    -- The invitees control.add_referral added.
    feature("share.referrals", function()
        return { referrals = env.copy(state.referrals), signed_request = require("gamesdk.generated.mock_platform").UNSIGNED }
    end)
end
