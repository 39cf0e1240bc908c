-- Desktop stubs: the session, image sharing and referrals.
return function(env)
    local rules, ready, define = env.rules, env.ready, env.define
    define("session_get_entry_point_data", function() ready("session.getEntryPointData"); return nil end)
    define("session_get_platform", function() ready("session.getPlatform"); return "partner" end)
    define("session_get_locale", function() ready("session.getLocale"); return "en-US" end)
    define("session_is_audio_enabled", function() ready("session.isAudioEnabled"); return true end)
    -- context.isSupported() is false on the platform, but sharing works.
    define("context_share", function(options)
        ready("context.shareAsync")
        rules.share("context.shareAsync", options)
    end)
    define("referrals_share", function(options)
        ready("referrals.shareAsync")
        rules.referral_share("referrals.shareAsync", options or {})
    end)
    define("referrals_list", function()
        ready("referrals.listAsync")
        return { referrals = {}, signed_request = "desktop-unsigned" }
    end)
end
