using System;
using System.Collections.Generic;
using System.Threading;
using Sdk.Internal;
using UnityEngine;

namespace Sdk.Mocks
{
    /// <summary>
    /// The mock platform behind <see cref="MockPlatform"/>. Arguments arrive as the same JSON the
    /// .jslib receives, and results leave as the same JSON the .jslib sends, so the Editor exercises
    /// the whole C# path. Each call is looked up in <see cref="Profile.Operations"/> (generated from
    /// the operation manifest), which says how the platform answers it: a capability, a constant, a
    /// drop, a refusal, or a feature of the mock platform, run by its name. The features live in the
    /// partial files by area. Operations that answer now do so in the call; the rest answer on the
    /// current SynchronizationContext (the next frame in Unity), as the browser would.
    /// </summary>
    internal sealed partial class MockBackend : IBackend
    {
        internal readonly Dictionary<string, ErrorCode> Faults = new Dictionary<string, ErrorCode>();
        internal readonly Dictionary<string, NotificationOptions> Scheduled = new Dictionary<string, NotificationOptions>();
        internal readonly List<Product> Catalog = new List<Product>();
        internal readonly List<Subscription> Plans = new List<Subscription>();
        internal readonly List<Purchase> PendingPurchases = new List<Purchase>();
        // Invited players who registered (MockPlatform.AddReferral).
        internal readonly List<Referral> Referrals = new List<Referral>();
        // Tokens consumed already: consuming one again succeeds (the spec: safe to repeat).
        private readonly HashSet<string> consumedTokens = new HashSet<string>();
        internal readonly MockStore Store = new MockStore();
        internal bool Registered;
        internal bool CancelCheckout;
        internal bool NoFill = true;
        internal bool OffersPurchases = true;
        internal string EntryPointData;
        internal int PromptsShown;
        private readonly Dictionary<string, FeatureHandler> features = new Dictionary<string, FeatureHandler>();
        private bool initialized;
        private bool started;
        private int purchaseCount;
        private int openPromptCloseCallId;
        // The prompts shown (by the call id that showed each, which is the prompt's id) and the open one.
        private readonly HashSet<int> shownPrompts = new HashSet<int>();
        private int openPromptId;
        // The call being answered: a prompt's id is the id of the call that showed it.
        private int answeringCallId;
        // What a feature does once its call has its answer (the prompt's onClose after the prompt opened).
        private Action afterAnswer;

        internal MockBackend()
        {
            OfferLifecycle();
            OfferStore();
            OfferPlayer();
            OfferCommerce();
            OfferSharingAndAds();
            Reset();
        }

        /// <summary>A feature of the mock platform: answers one call of any operation the profile maps to it, given the call's JSON arguments.</summary>
        internal delegate string FeatureHandler(string args, MockOperation operation);

        /// <summary>The names of the features this mock platform implements (test/mock-features.test.ts holds them to the manifest).</summary>
        internal ICollection<string> FeatureNames { get { return features.Keys; } }

        // A fresh platform is a new launch: a recovery the last one left waiting is forgotten.
        internal void Reset()
        {
            PurchaseRecovery.Reset();
            Faults.Clear();
            Scheduled.Clear();
            PendingPurchases.Clear();
            consumedTokens.Clear();
            Store.Clear();
            Catalog.Clear();
            Catalog.AddRange(Rules.DefaultCatalog());
            Plans.Clear();
            Plans.AddRange(Rules.DefaultPlans());
            Referrals.Clear();
            Registered = false;
            CancelCheckout = false;
            NoFill = true;
            OffersPurchases = true;
            EntryPointData = null;
            PromptsShown = 0;
            initialized = false;
            started = false;
            purchaseCount = 0;
            openPromptCloseCallId = 0;
            shownPrompts.Clear();
            openPromptId = 0;
            afterAnswer = null;
            PlayerId = FirstPlayerId;
            ResetControl();
        }

        public void Call(int callId, string operation, string args)
        {
            MockOperation row;
            Profile.Operations.TryGetValue(operation, out row);
            string result;
            try
            {
                answeringCallId = callId;
                result = Answer(operation, row, args);
            }
            catch (MockFailure failure)
            {
                result = Json.Failure(failure.Code, failure.Message, row == null ? UnknownContext(operation) : row.Context);
            }
            // Every call gets its answer. One posted before a Play Mode entry names a call id no new
            // call gets (Bridge.Reset forgets the call, ids go on): it is dropped there.
            var then = afterAnswer;
            afterAnswer = null;
            if (row == null || row.Reply == Reply.Now || SynchronizationContext.Current == null) Bridge.Deliver(callId, result);
            else SynchronizationContext.Current.Post(state => Bridge.Deliver(callId, result), null);
            if (then != null) then();
        }

        private string Answer(string operation, MockOperation row, string args)
        {
            if (row == null) throw new MockFailure(ErrorCode.FeatureNotSupported, operation + " is not an operation of this SDK");
            var answer = row.Answer;
            // A capability check answers before initialisation too, as the core's runtime.supports.
            var purchasesOff = !OffersPurchases && row.Context.StartsWith("iap.", System.StringComparison.Ordinal);
            if (answer != null && answer.Supported.HasValue) return Json.Success((initialized || answer.Anytime) && answer.Supported.Value && !purchasesOff);
            if (purchasesOff && row.Partner == Partner.Offered) row = NotOfferedHere(row);
            var feature = row.Partner == Partner.Offered ? FeatureOf(row) : null;
            if (!initialized && Array.IndexOf(MockData.BeforeInitialization, row.Answer == null ? null : row.Answer.FeatureName) < 0)
            {
                throw new MockFailure(ErrorCode.NotInitialized, Rules.NotInitializedMessage(row.Context));
            }
            ErrorCode fault;
            if (Faults.TryGetValue(operation, out fault))
            {
                Faults.Remove(operation);
                throw new MockFailure(fault, "injected by MockPlatform.FailNext");
            }
            switch (row.Partner)
            {
                case Partner.Quiet: return Json.Success(true);
                case Partner.NotOffered: throw new MockFailure(ErrorCode.FeatureNotSupported, Rules.NotOfferedMessage(row.Context, "partner"));
            }
            return feature == null ? "{\"ok\":true,\"value\":" + answer.ValueJson + "}" : feature(args, row);
        }

        // The row as on a platform without purchases (MockPlatform.OffersPurchases false): not offered.
        private static MockOperation NotOfferedHere(MockOperation row)
        {
            return new MockOperation(row.Context, Partner.NotOffered, row.Reply, row.Answer);
        }

        // The feature an offered operation runs, or null for a constant answer; a feature the mock
        // platform lacks fails the call with its name rather than answering anything.
        private FeatureHandler FeatureOf(MockOperation row)
        {
            if (row.Answer != null && row.Answer.ValueJson != null) return null;
            var name = row.Answer == null ? null : row.Answer.FeatureName;
            FeatureHandler feature;
            if (name != null && features.TryGetValue(name, out feature)) return feature;
            throw new MockFailure(ErrorCode.OperationFailed, "the mock platform has no feature '" + name + "' for " + row.Context);
        }

        // The context of a name the bridge does not know, derived as the browser script's bridge does.
        private static string UnknownContext(string operation)
        {
            return operation.Contains(".") ? operation : "Sdk." + operation;
        }

        private void Offer(string feature, FeatureHandler handler)
        {
            features.Add(feature, handler);
        }

        internal static void Check(Problem problem)
        {
            if (problem != null) throw new MockFailure(problem);
        }

        internal static T Parse<T>(string args)
        {
            return JsonUtility.FromJson<T>(args);
        }

        /// <summary>A call's failure, turned into its error result.</summary>
        internal sealed class MockFailure : Exception
        {
            internal MockFailure(ErrorCode code, string message) : base(message)
            {
                Code = code;
            }

            // Every INVALID_PARAM of the mocks: an argument a rule refuses, or a value the platform does not know.
            internal MockFailure(Problem problem) : this(ErrorCode.InvalidParam, problem.Message)
            {
                Rule = problem.Rule;
                Parameters = problem.Parameters;
            }

            internal ErrorCode Code { get; private set; }

            /// <summary>For an INVALID_PARAM: the message's key in rules.json, and its parameters.</summary>
            internal string Rule { get; private set; }

            internal object[] Parameters { get; private set; }
        }
    }
}
