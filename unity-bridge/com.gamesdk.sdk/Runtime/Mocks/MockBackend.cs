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
    /// the whole C# path. Synchronous operations answer at once; asynchronous ones answer on the
    /// current SynchronizationContext (the next frame in Unity), as the browser would.
    /// </summary>
    internal sealed partial class MockBackend : IBackend
    {
        internal readonly Dictionary<string, ErrorCode> Faults = new Dictionary<string, ErrorCode>();
        internal readonly Dictionary<string, NotificationOptions> Scheduled = new Dictionary<string, NotificationOptions>();
        internal readonly List<Product> Catalog = new List<Product>();
        internal readonly List<Subscription> Plans = new List<Subscription>();
        internal readonly List<Purchase> PendingPurchases = new List<Purchase>();
        internal readonly MockStore Store = new MockStore();
        internal bool Registered;
        internal bool CancelCheckout;
        internal bool NoFill = true;
        internal string EntryPointData;
        internal int PromptsShown;
        private bool initialized;
        private bool started;
        private int purchaseCount;
        private int openPromptCloseCallId;
        // Answers posted for the next frame belong to the session that made them: after a Reset
        // their call ids may name calls of the new session.
        private int session;

        internal MockBackend()
        {
            Reset();
        }

        internal void Reset()
        {
            session++;
            Faults.Clear();
            Scheduled.Clear();
            PendingPurchases.Clear();
            Store.Clear();
            Catalog.Clear();
            Catalog.AddRange(Rules.DefaultCatalog());
            Plans.Clear();
            foreach (var plan in Rules.DefaultPlanIds) Plans.Add(new Subscription(plan, false, true, "expired", ""));
            Registered = false;
            CancelCheckout = false;
            NoFill = true;
            EntryPointData = null;
            PromptsShown = 0;
            initialized = false;
            started = false;
            purchaseCount = 0;
            openPromptCloseCallId = 0;
        }

        public void Call(int callId, string operation, string args)
        {
            string result;
            try
            {
                result = Answer(callId, operation, args);
            }
            catch (MockFailure failure)
            {
                result = Json.Failure(failure.Code, failure.Message, Context(operation));
            }
            if (Profile.SynchronousOperations.Contains(operation) || operation.EndsWith(".isSupported") || SynchronizationContext.Current == null) Bridge.Deliver(callId, result);
            else
            {
                var madeIn = session;
                SynchronizationContext.Current.Post(state => { if (madeIn == session) Bridge.Deliver(callId, result); }, null);
            }
        }

        /// <summary>The error context the core gives an operation.</summary>
        internal static string Context(string operation)
        {
            return operation.Contains(".") ? operation : "Sdk." + operation;
        }

        private string Answer(int callId, string operation, string args)
        {
            var dot = operation.IndexOf('.');
            var module = dot < 0 ? "" : operation.Substring(0, dot);
            if (operation.EndsWith(".isSupported")) return Json.Success(initialized && Profile.OfferedModules.Contains(module));
            if (operation == "isInitialized") return Json.Success(initialized);
            if (operation == "initializeAsync")
            {
                initialized = true;
                return Json.Success(true);
            }
            if (!initialized) throw new MockFailure(ErrorCode.NotInitialized, Context(operation) + " was called before Sdk.initializeAsync() resolved");
            ErrorCode fault;
            if (Faults.TryGetValue(operation, out fault))
            {
                Faults.Remove(operation);
                throw new MockFailure(fault, "injected by MockPlatform.FailNext");
            }
            switch (module)
            {
                case "": return Core(operation, args);
                case "data": return Data(operation, args);
                case "player": return Player(operation, args);
                case "auth": return Auth(callId, operation, args);
                case "notifications": return Notifications(operation, args);
                case "iap": return Iap(operation, args);
                case "session": return Session(operation);
                case "ads": return Ads(operation, args);
                case "context":
                case "referrals": return Sharing(operation, args);
                case "game":
                case "analytics":
                case "haptics": return Signals(operation);
                default: throw Unsupported(operation);
            }
        }

        private string Core(string operation, string args)
        {
            switch (operation)
            {
                case "setLoadingProgress":
                    Check(Rules.LoadingProgress(Parse<ProgressArgs>(args).progress));
                    return Json.Success(true);
                case "startGameAsync":
                    started = true;
                    return Json.Success(true);
                default: throw Unsupported(operation);
            }
        }

        private string Session(string operation)
        {
            switch (operation)
            {
                case "session.getEntryPointData": return Json.Success(new NullableString { present = EntryPointData != null, text = EntryPointData });
                case "session.getPlatform": return Json.Success("partner");
                case "session.getLocale": return Json.Success("en-US");
                case "session.isAudioEnabled": return Json.Success(true);
                default: throw Unsupported(operation);
            }
        }

        private string Signals(string operation)
        {
            // Gameplay signals, analytics and haptics are accepted and do nothing on this platform.
            if (operation == "game.inviteLink") throw Unsupported(operation);
            return Json.Success(true);
        }

        internal static void Check(string problem)
        {
            if (problem != null) throw new MockFailure(ErrorCode.InvalidParam, problem);
        }

        internal static MockFailure Unsupported(string operation)
        {
            return new MockFailure(ErrorCode.FeatureNotSupported, Context(operation) + " is not supported on the 'partner' platform");
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

            internal ErrorCode Code { get; private set; }
        }
    }
}
