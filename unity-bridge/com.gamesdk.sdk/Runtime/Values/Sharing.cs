using System;
using UnityEngine;

namespace Sdk
{
    /// <summary>Arguments of <see cref="Sdk.Context.ShareAsync(ShareOptions)"/>: a picture to share.</summary>
    [Serializable]
    public sealed class ShareOptions
    {
        [SerializeField] private string intent;
        [SerializeField] private string image;
        [SerializeField] private string text;
        [SerializeField] private string dataJson;

        /// <summary>Options to share <paramref name="image"/> (a PNG, JPEG or WebP data URL) with intent <paramref name="intent"/>.</summary>
        public ShareOptions(string intent, string image)
        {
            this.intent = intent;
            this.image = image;
        }

        /// <summary><c>SHARE</c>, <c>INVITE</c>, <c>REQUEST</c> or <c>CHALLENGE</c>.</summary>
        public string Intent { get { return intent; } set { intent = value; } }
        /// <summary>The picture, as a base64 data URL of at most 2 MiB.</summary>
        public string Image { get { return image; } set { image = value; } }
        /// <summary>Text shown with the picture; null or empty for none.</summary>
        public string Text { get { return text; } set { text = value; } }
        /// <summary>JSON object text handed to the game of whoever opens the share.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
    }

    /// <summary>A message the platform may send on the referrer's behalf.</summary>
    [Serializable]
    public sealed class ReferralNotificationTemplate
    {
        [SerializeField] private string title;
        [SerializeField] private string body;

        /// <summary>A template; the body is at most 100 characters.</summary>
        public ReferralNotificationTemplate(string title, string body)
        {
            this.title = title;
            this.body = body;
        }

        /// <summary>Title, non-blank.</summary>
        public string Title { get { return title; } set { title = value; } }
        /// <summary>Body, non-blank, at most 100 characters.</summary>
        public string Body { get { return body; } set { body = value; } }
    }

    /// <summary>Arguments of <see cref="Sdk.Referrals.ShareAsync(ReferralShareOptions)"/>.</summary>
    [Serializable]
    public sealed class ReferralShareOptions
    {
        [SerializeField] private string text;
        [SerializeField] private string dataJson;
        [SerializeField] private string onboardingSlug;
        [SerializeField] private ReferralNotificationTemplate[] notificationTemplates;

        /// <summary>Text shown in the share sheet; null or empty for none.</summary>
        public string Text { get { return text; } set { text = value; } }
        /// <summary>JSON object text handed to the invited player's game.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
        /// <summary>The platform onboarding flow to send invited players through.</summary>
        public string OnboardingSlug { get { return onboardingSlug; } set { onboardingSlug = value; } }
        /// <summary>Messages the platform may send on the referrer's behalf.</summary>
        public ReferralNotificationTemplate[] NotificationTemplates { get { return notificationTemplates; } set { notificationTemplates = value; } }
    }

    /// <summary>One invited player who completed registration.</summary>
    [Serializable]
    public sealed class Referral
    {
        [SerializeField] private string playerId;
        [SerializeField] private string registeredAt;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public Referral(string playerId, string registeredAt)
        {
            this.playerId = playerId;
            this.registeredAt = registeredAt;
        }

        /// <summary>The invited player.</summary>
        public string PlayerId { get { return playerId; } }
        /// <summary>When they registered, ISO 8601.</summary>
        public string RegisteredAt { get { return registeredAt; } }
    }

    /// <summary>What <see cref="Sdk.Referrals.ListAsync()"/> completes with.</summary>
    [Serializable]
    public sealed class ReferralList
    {
        [SerializeField] private Referral[] referrals;
        [SerializeField] private string signedRequest;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public ReferralList(Referral[] referrals, string signedRequest)
        {
            this.referrals = referrals;
            this.signedRequest = signedRequest;
        }

        /// <summary>Invited players who registered.</summary>
        public Referral[] Referrals { get { return referrals; } }
        /// <summary>Signed list; verify it on a server (kind <c>referrals</c>) before rewarding. Never log it.</summary>
        public string SignedRequest { get { return signedRequest; } }
    }
}
