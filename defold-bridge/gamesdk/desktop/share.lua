-- Desktop stubs: image sharing and referrals. The platform lacks the context module, yet shares
-- an image.
return function(env)
    local rules, feature = env.rules, env.feature
    feature("share.image", function(context, options) rules.share(context, options) end)
    feature("share.invite", function(context, options) rules.referral_share(context, options or {}) end)
    feature("share.referrals", function() return { referrals = {}, signed_request = "desktop-unsigned" } end)
end
