// Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
using System;
using System.Collections.Generic;

namespace Sdk.Mocks
{
    public static partial class MockPlatform
    {
        /// <summary>Back to a fresh launch: a guest (identities.firstPlayerId) with no data, purchases, notifications, referrals or entry payload, the default catalog with no plan held, no outcomes or faults, purchases offered, and the SDK not initialised.</summary>
        public static void Reset()
        {
            Instance.Reset();
        }

        /// <summary>The current player.</summary>
        public static MockPlayer GetPlayer()
        {
            return Instance.GetPlayer();
        }

        /// <summary>Switches to player id (absent: the current one; a new id is a new guest with no data, purchases or plans held) and sets whether they are registered (absent: unchanged). Throws <see cref="ArgumentException"/> for an empty id, an unknown key.</summary>
        public static void SetPlayer(string id = null, bool? registered = null)
        {
            if (id != null && id.Length == 0) throw new ArgumentException("id must not be empty", "id");
            Instance.SetPlayer(id, registered);
        }

        /// <summary>The current player's stored data.</summary>
        public static IDictionary<string, string> GetPlayerData()
        {
            return Instance.GetPlayerData();
        }

        /// <summary>The current player's scheduled notifications.</summary>
        public static IDictionary<string, NotificationOptions> GetNotifications()
        {
            return Instance.GetNotifications();
        }

        /// <summary>The current player's unconsumed purchases, oldest first (all of them, not 50 a call).</summary>
        public static Purchase[] GetPurchases()
        {
            return Instance.GetPurchases();
        }

        /// <summary>Adds count paid, unconsumed purchases of productId (absent: the catalog's first product) for the current player; answers the player's unconsumed purchases. Throws <see cref="ArgumentException"/> for a count below 1, a product the catalog does not sell.</summary>
        public static Purchase[] SeedPurchases(int count, string productId = null)
        {
            if (count < 1) throw new ArgumentOutOfRangeException("count", "count must be 1 or more");
            return Instance.SeedPurchases(count, productId);
        }

        /// <summary>Makes count consume calls fail with OPERATION_FAILED after after more succeed (replacing any earlier setting); a failed purchase stays pending. Throws <see cref="ArgumentException"/> for a negative count or after.</summary>
        public static void FailNextConsume(int count = 1, int after = 0)
        {
            if (count < 0) throw new ArgumentOutOfRangeException("count", "count must be 0 or more");
            if (after < 0) throw new ArgumentOutOfRangeException("after", "after must be 0 or more");
            Instance.FailNextConsume(count, after);
        }

        /// <summary>The catalog's plans with the current player's status of each.</summary>
        public static Subscription[] GetSubscriptions()
        {
            return Instance.GetSubscriptions();
        }

        /// <summary>Sets the current player's status of a plan (active: held). Throws <see cref="ArgumentException"/> for a plan the catalog does not offer.</summary>
        public static void SetSubscription(string productId, string status = "active")
        {
            Instance.SetSubscription(productId, status);
        }

        /// <summary>Adds an invited player who registered to the current player's referrals. Throws <see cref="ArgumentException"/> for an empty playerId.</summary>
        public static void AddReferral(string playerId)
        {
            if (string.IsNullOrEmpty(playerId)) throw new ArgumentException("playerId must not be empty", "playerId");
            Instance.AddReferral(playerId);
        }

        /// <summary>The entry payload session.getEntryPointData answers (null: none).</summary>
        public static void SetEntryPayload(string payloadJson)
        {
            Instance.SetEntryPayload(payloadJson);
        }

        /// <summary>Fires a platform event at the game (its pause, resume or exit-requested listeners run). Throws <see cref="ArgumentException"/> for an event not in events.</summary>
        public static void Fire(string eventName)
        {
            if (Array.IndexOf(new[] { "pause", "resume", "exitRequested" }, eventName) < 0) throw new ArgumentException("event must be one of pause, resume, exitRequested, got " + eventName, "eventName");
            Instance.Fire(eventName);
        }

        /// <summary>The player's choice for the next times steps of kind, applied when the step opens (outcomes.appliesAt). Throws <see cref="ArgumentException"/> for an unknown kind, a choice the kind does not offer, times below 1.</summary>
        public static void SetOutcome(string kind, string choice, int times = 1)
        {
            if (Array.IndexOf(new[] { "checkout", "registration", "share" }, kind) < 0) throw new ArgumentException("kind must be one of checkout, registration, share, got " + kind, "kind");
            if (Array.IndexOf(MockData.Outcomes[kind], choice) < 0) throw new ArgumentException("choice must be one of " + string.Join(", ", MockData.Outcomes[kind]) + ", got " + choice, "choice");
            if (times < 1) throw new ArgumentOutOfRangeException("times", "times must be 1 or more");
            Instance.SetOutcome(kind, choice, times);
        }

        /// <summary>Drops every outcome set with setOutcome.</summary>
        public static void ClearOutcomes()
        {
            Instance.ClearOutcomes();
        }

        /// <summary>false plays a platform without purchases, as the local fallback: the iap capability checks answer false, every other iap call fails FEATURE_NOT_SUPPORTED, a recovery completes with an empty report.</summary>
        public static void SetOffersPurchases(bool offers)
        {
            Instance.SetOffersPurchases(offers);
        }
    }
}
