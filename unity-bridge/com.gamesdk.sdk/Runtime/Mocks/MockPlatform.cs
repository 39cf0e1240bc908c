using System.Collections.Generic;
using System.Linq;
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
    // The verbs are generated from sdk-core/api/mock-platform.json (MockPlatform.generated.cs); this
    // half holds the switches, the Unity-only helpers and the instance both halves drive.
    public static partial class MockPlatform
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
        public static string EntryPointData { get { return Instance.EntryPayload; } set { Instance.EntryPayload = value; } }

        /// <summary>Products for sale.</summary>
        public static List<Product> Catalog { get { return Instance.Catalog; } }

        /// <summary>Subscription plans for sale, and whether the player holds each.</summary>
        public static List<Subscription> Plans { get { return Instance.Plans; } }

        /// <summary>Purchases not consumed yet, oldest first (add some, or use <see cref="SeedPurchases"/>, to test recovery at start-up).</summary>
        public static List<Purchase> PendingPurchases { get { return Instance.Purchases; } }

        /// <summary>Notifications scheduled, by id (the same id replaces the earlier one).</summary>
        public static IDictionary<string, NotificationOptions> ScheduledNotifications { get { return Instance.Notifications; } }

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
            if (row.Supports.HasValue) throw new System.ArgumentException(operation + " is a capability check, which never fails", "operation");
            Instance.Faults[operation] = code;
        }

        /// <summary>Closes the registration prompt on screen without registering (onClose with Registered false).</summary>
        public static void DismissPrompt() => Instance.Prompts.Keys.ToList().ForEach(id => Instance.ClosePrompt(id, false));

        /// <summary>Raises <c>OnExitRequested</c>, as when the player leaves.</summary>
        public static void RaiseExitRequested() => Bridge.RaiseEvent((int)SdkEvent.ExitRequested);

        /// <summary>Raises <c>OnPause</c>, as when the game is hidden.</summary>
        public static void RaisePause() => Bridge.RaiseEvent((int)SdkEvent.Pause);

        /// <summary>Raises <c>OnResume</c>, as when the game is shown again.</summary>
        public static void RaiseResume() => Bridge.RaiseEvent((int)SdkEvent.Resume);

        // Each Play Mode session starts fresh, also when the Editor skips the domain reload.
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
        private static void ResetOnPlay() => Instance.Reset();
    }
}
