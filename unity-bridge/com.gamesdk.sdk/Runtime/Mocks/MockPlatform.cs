using System.Collections.Generic;
using Sdk.Internal;
using UnityEngine;

namespace Sdk.Mocks
{
    /// <summary>
    /// The Play Mode mocks: what <c>Sdk.Sdk</c> talks to in the Editor and on non-WebGL targets. They
    /// follow the partner platform's real capability profile (data, player, auth, notifications,
    /// IAP, subscriptions, session, referrals and image sharing work; ads, banners, leaderboards,
    /// achievements, tournaments, stats, analytics and haptics are not offered), apply the core's
    /// validation rules, and are played by a game's own tests through this class: the mock
    /// platform's control verbs (the rows of <c>sdk-core/api/mock-platform.json</c>: <c>Reset</c>,
    /// <c>GetPlayer</c>, <c>SetPlayer</c>, <c>GetPlayerData</c>, <c>GetNotifications</c>,
    /// <c>GetPurchases</c>, <c>SeedPurchases</c>, <c>FailNextConsume</c>, <c>GetSubscriptions</c>,
    /// <c>SetSubscription</c>, <c>AddReferral</c>, <c>SetEntryPayload</c>, <c>Fire</c>,
    /// <c>SetOutcome</c>, <c>ClearOutcomes</c>, <c>SetOffersPurchases</c>), named as the TypeScript
    /// mock platform's <c>MockControl</c> names them, and switches for the cases a game must handle.
    /// </summary>
    /// <example>
    /// <code>
    /// MockPlatform.Reset();
    /// MockPlatform.SetPlayer(registered: true);    // a registered player (default: guest)
    /// MockPlatform.SeedPurchases(3);               // three paid purchases left unconsumed
    /// MockPlatform.FailNextConsume(1, after: 1);   // the second consume fails; that purchase stays pending
    /// MockPlatform.SetOutcome("checkout", "close"); // the player closes the next checkout
    /// MockPlatform.Fire("exitRequested");          // the player leaves
    /// </code>
    /// </example>
    public static class MockPlatform
    {
        private static readonly MockBackend Instance = new MockBackend();

        internal static IBackend Backend { get { return Instance; } }

        internal static MockBackend State { get { return Instance; } }

        /// <summary>True for a registered player (<c>authorized</c>), false for a guest (<c>lite</c>, the default); <see cref="SetPlayer"/> sets it too.</summary>
        public static bool Registered { get { return Instance.Registered; } set { Instance.Registered = value; } }

        /// <summary>When true, the player closes every checkout an outcome (<see cref="SetOutcome"/>) does not decide: purchases fail with <see cref="ErrorCode.UserCancelled"/> and subscriptions complete with status <c>cancelled</c>.</summary>
        public static bool CancelCheckout { get { return Instance.CancelCheckout; } set { Instance.CancelCheckout = value; } }

        /// <summary>
        /// True (the default, as on the partner platform): every ad call ends in onError with
        /// <see cref="ErrorCode.NoFill"/>. False simulates a network that fills, to try the ad path of
        /// a game meant for other platforms too: beforeAd, then afterAd (rewarded: viewed).
        /// </summary>
        public static bool NoFill { get { return Instance.NoFill; } set { Instance.NoFill = value; } }

        /// <summary>
        /// True (the default, as on the partner platform): purchases and subscriptions are offered. False plays a
        /// platform without them, as the local fallback: <c>Iap.IsSupported()</c> and <c>Iap.IsSubscriptionSupported()</c>
        /// answer false, every other Iap call fails with <see cref="ErrorCode.FeatureNotSupported"/>, and
        /// <c>Iap.RecoverPurchasesAsync</c> completes with an empty report.
        /// </summary>
        public static bool OffersPurchases { get { return Instance.OffersPurchases; } set { Instance.OffersPurchases = value; } }

        /// <summary>The entry point payload (JSON object text) the session reports, or null (the default).</summary>
        public static string EntryPointData { get { return Instance.EntryPointData; } set { Instance.EntryPointData = value; } }

        /// <summary>Products for sale.</summary>
        public static List<Product> Catalog { get { return Instance.Catalog; } }

        /// <summary>Subscription plans for sale, and whether the player holds each.</summary>
        public static List<Subscription> Plans { get { return Instance.Plans; } }

        /// <summary>Purchases not consumed yet, oldest first (add some, or use <see cref="SeedPurchases"/>, to test recovery at start-up).</summary>
        public static List<Purchase> PendingPurchases { get { return Instance.PendingPurchases; } }

        /// <summary>Notifications scheduled, by id (the same id replaces the earlier one).</summary>
        public static IDictionary<string, NotificationOptions> ScheduledNotifications { get { return Instance.Scheduled; } }

        /// <summary>How many registration prompts the game showed.</summary>
        public static int PromptsShown { get { return Instance.PromptsShown; } }

        /// <summary>
        /// Makes the next call of <paramref name="operation"/> (the TypeScript name, for example
        /// <c>iap.getPurchasesAsync</c>) fail with <paramref name="code"/>. Throws
        /// <see cref="System.ArgumentException"/> for a name that is not an operation, and for a
        /// capability check (such as <c>iap.isSubscriptionSupported</c>), which never fails.
        /// </summary>
        public static void FailNext(string operation, ErrorCode code)
        {
            MockOperation row;
            if (operation == null || !Profile.Operations.TryGetValue(operation, out row)) throw new System.ArgumentException("'" + operation + "' is not an operation of this SDK", "operation");
            if (row.Answer != null && row.Answer.Supported.HasValue) throw new System.ArgumentException(operation + " is a capability check, which never fails", "operation");
            Instance.Faults[operation] = code;
        }

        /// <summary>
        /// Switches to player <paramref name="id"/> (null: the current one) and sets whether they are registered
        /// (null: unchanged; a new player is a guest). The mocks hold one player at a time: another id starts
        /// a new record (no data, no purchases, no plans held), as a player new to the platform; the session,
        /// the catalog and the switches stay.
        /// </summary>
        public static void SetPlayer(string id = null, bool? registered = null)
        {
            if (id != null && id.Length == 0) throw new System.ArgumentException("id must not be empty", "id");
            if (id != null && id != Instance.PlayerId) Instance.SwitchPlayer(id);
            if (registered.HasValue) Instance.Registered = registered.Value;
        }

        /// <summary>
        /// Adds <paramref name="count"/> paid, unconsumed purchases of <paramref name="productId"/> (null: the
        /// first product) for the player, as purchases a game must recover at start-up; answers the player's
        /// unconsumed purchases, oldest first (as the mock platform's seedPurchases). Throws
        /// <see cref="System.ArgumentException"/> for a product the catalog lacks.
        /// </summary>
        public static Purchase[] SeedPurchases(int count, string productId = null)
        {
            return Instance.SeedPurchases(count, productId);
        }

        /// <summary>The player's unconsumed purchases, oldest first (all of them, not 50 at a time).</summary>
        public static Purchase[] GetPurchases()
        {
            return Instance.PendingPurchases.ToArray();
        }

        /// <summary>The current player: their id and whether they are registered.</summary>
        public static MockPlayer GetPlayer()
        {
            return new MockPlayer(Instance.PlayerId, Instance.Registered);
        }

        /// <summary>The player's stored data: each key's value as JSON text, as a copy.</summary>
        public static IDictionary<string, string> GetPlayerData()
        {
            return Instance.Store.Snapshot();
        }

        /// <summary>The player's scheduled notifications by id, as a copy.</summary>
        public static IDictionary<string, NotificationOptions> GetNotifications()
        {
            return new Dictionary<string, NotificationOptions>(Instance.Scheduled);
        }

        /// <summary>The catalog's plans with the player's status of each.</summary>
        public static Subscription[] GetSubscriptions()
        {
            return Instance.Plans.ToArray();
        }

        /// <summary>
        /// Sets the player's status of the plan <paramref name="productId"/> (<c>active</c>: held). Throws
        /// <see cref="System.ArgumentException"/> for a plan the catalog does not offer.
        /// </summary>
        public static void SetSubscription(string productId, string status = "active")
        {
            Instance.SetSubscription(productId, status);
        }

        /// <summary>Adds an invited player who registered to the player's referrals. Throws <see cref="System.ArgumentException"/> for an empty id.</summary>
        public static void AddReferral(string playerId)
        {
            if (string.IsNullOrEmpty(playerId)) throw new System.ArgumentException("playerId must not be empty", "playerId");
            Instance.Referrals.Add(new Referral(playerId, System.DateTime.UtcNow.ToString("o")));
        }

        /// <summary>The entry point payload (JSON object text) the session reports from now on, or null for none; <see cref="EntryPointData"/> holds it.</summary>
        public static void SetEntryPayload(string payloadJson)
        {
            Instance.EntryPointData = payloadJson;
        }

        /// <summary>Whether the platform offers purchases (false: as the local fallback); <see cref="OffersPurchases"/> holds it.</summary>
        public static void SetOffersPurchases(bool offers)
        {
            Instance.OffersPurchases = offers;
        }

        /// <summary>
        /// Makes <paramref name="count"/> consume calls fail with <see cref="ErrorCode.OperationFailed"/> once
        /// <paramref name="after"/> more have succeeded (replacing any earlier setting); a purchase whose
        /// consume failed stays pending. Consuming a purchase consumed already still succeeds.
        /// </summary>
        public static void FailNextConsume(int count = 1, int after = 0)
        {
            Instance.FailNextConsume(count, after);
        }

        /// <summary>
        /// Sets the outcome of the player's next <paramref name="times"/> steps of <paramref name="kind"/>:
        /// <c>checkout</c> (<c>buy</c> or <c>close</c>), <c>registration</c> (<c>register</c> or <c>close</c>:
        /// the prompt closes right after it opened) or <c>share</c> (<c>share</c> or <c>close</c>). Without
        /// an outcome a checkout follows <see cref="CancelCheckout"/> and a prompt waits for the game's login
        /// or <see cref="DismissPrompt"/>. Throws <see cref="System.ArgumentException"/> for another kind or choice.
        /// </summary>
        public static void SetOutcome(string kind, string choice, int times = 1)
        {
            Instance.SetOutcome(kind, choice, times);
        }

        /// <summary>Drops every outcome set with <see cref="SetOutcome"/>.</summary>
        public static void ClearOutcomes()
        {
            Instance.ClearOutcomes();
        }

        /// <summary>
        /// Fires a platform event at the game: <c>pause</c>, <c>resume</c> or <c>exitRequested</c> (raising
        /// <c>OnPause</c>, <c>OnResume</c>, <c>OnExitRequested</c>). Throws <see cref="System.ArgumentException"/> for another name.
        /// </summary>
        public static void Fire(string eventName)
        {
            switch (eventName)
            {
                case "pause": RaisePause(); return;
                case "resume": RaiseResume(); return;
                case "exitRequested": RaiseExitRequested(); return;
            }
            throw new System.ArgumentException("event must be one of " + string.Join(", ", MockData.Events), "eventName");
        }

        /// <summary>Closes the registration prompt on screen without registering (onClose with Registered false).</summary>
        public static void DismissPrompt()
        {
            Instance.ClosePrompt(false);
        }

        /// <summary>Raises <c>OnExitRequested</c>, as when the player leaves.</summary>
        public static void RaiseExitRequested()
        {
            Bridge.RaiseEvent((int)SdkEvent.ExitRequested);
        }

        /// <summary>Raises <c>OnPause</c>, as when the game is hidden.</summary>
        public static void RaisePause()
        {
            Bridge.RaiseEvent((int)SdkEvent.Pause);
        }

        /// <summary>Raises <c>OnResume</c>, as when the game is shown again.</summary>
        public static void RaiseResume()
        {
            Bridge.RaiseEvent((int)SdkEvent.Resume);
        }

        /// <summary>Back to a fresh session of a guest (<c>player-1</c>) with no data, the default catalog, no outcomes or consume faults and every switch off.</summary>
        public static void Reset()
        {
            // A fresh platform is a new launch: a recovery the last one left waiting is forgotten.
            PurchaseRecovery.Reset();
            Instance.Reset();
        }

        // Each Play Mode session starts fresh, also when the Editor skips the domain reload.
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
        private static void ResetOnPlay()
        {
            Instance.Reset();
        }
    }
}
