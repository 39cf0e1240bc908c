using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
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
    /// drop, a refusal, or a feature of the mock platform, which MockEngine.generated.cs runs as
    /// sdk-core/api/mock-platform.json's engineMock says (the procedures it names are in
    /// MockBackend.Procedures.cs). Operations that answer now do so in the call; the rest answer on
    /// the current SynchronizationContext (the next frame in Unity), as the browser would.
    /// </summary>
    internal sealed partial class MockBackend : IBackend
    {
        // Unity's own switches and helpers around engineMock's state (MockPlatform's properties).
        internal readonly Dictionary<string, ErrorCode> Faults = new Dictionary<string, ErrorCode>();
        internal readonly List<Product> Catalog = new List<Product>();
        internal bool CancelCheckout;
        internal bool NoFill;
        internal int PromptsShown;
        // The call being answered (a prompt's id is the id of the call that showed it) and its operation.
        private int answeringCallId;
        private MockOperation answering;
        // What a feature does once its call has its answer (the prompt's onClose after the prompt opened).
        private Action afterAnswer;

        internal MockBackend() => Reset();

        public void Call(int callId, string operation, string args)
        {
            MockOperation row;
            Profile.Operations.TryGetValue(operation, out row);
            string result;
            try
            {
                answeringCallId = callId;
                answering = row;
                result = Answer(operation, row, args);
            }
            catch (Problem failure)
            {
                // A name the bridge does not know has the context the browser script's bridge derives.
                result = Json.Failure(failure.Code, failure.Message, row != null ? row.Context : operation.Contains(".") ? operation : "Sdk." + operation);
            }
            // Every call gets its answer. One posted before a Play Mode entry names a call id no new
            // call gets (Bridge.Reset forgets the call, ids go on): it is dropped there.
            var then = afterAnswer;
            afterAnswer = null;
            if (row == null || row.Now) Bridge.Deliver(callId, result);
            else Later(() => Bridge.Deliver(callId, result));
            if (then != null) then();
        }

        private string Answer(string operation, MockOperation row, string args)
        {
            if (row == null) throw new Problem(ErrorCode.FeatureNotSupported, operation + " is not an operation of this SDK");
            var purchasesOff = !OffersPurchases && row.Context.StartsWith("iap.", StringComparison.Ordinal);
            // A capability check answers before initialisation too, as the core's runtime.supports.
            if (row.Supports.HasValue) return Json.Success((Initialized || row.Anytime) && row.Supports.Value && !purchasesOff);
            if (!Initialized && Array.IndexOf(Anytime, row.Feature) < 0) throw new Problem(ErrorCode.NotInitialized, Rules.NotInitializedMessage(row.Context));
            // A fault MockPlatform.FailNext set fails the operation's next call, once.
            ErrorCode fault;
            if (Faults.TryGetValue(operation, out fault) && Faults.Remove(operation)) throw new Problem(fault, "injected by MockPlatform.FailNext");
            if (row.Partner == "quiet") return Json.Success(true);
            if (row.Partner == "notOffered" || purchasesOff) throw new Problem(ErrorCode.FeatureNotSupported, Rules.NotOfferedMessage(row.Context, "partner"));
            // No value is sent for a null, as the bridge host's.
            var value = Shaped(row.Shape, row.ValueJson ?? Run(row.Feature, operation, args, row.Context));
            return value == "null" ? "{\"ok\":true}" : "{\"ok\":true,\"value\":" + value + "}";
        }

        // The SDK's answer as JsonUtility reads it, which has no null: the operation's shape, as the
        // bridge host's Unity dialect (browser-script/src/bridge/dialect-unity.ts). C#'s own values
        // (a catalog, player data) are JsonUtility's text already.
        private static string Shaped(string shape, string json)
        {
            var none = json == "null";
            switch (shape)
            {
                case "nullable": return JsonUtility.ToJson(new NullableString { present = !none, text = none ? null : Json.Value<string>("{\"value\":" + json + "}") });
                case "nullableJson": return JsonUtility.ToJson(new NullableString { present = !none, text = none ? null : json });
                case "text": return none ? "\"\"" : json;
                // Each of a player's fields is a string: a null one (a key's quote, then null) is blank.
                case "player": return Regex.Replace(json, "(?<!\\\\)\":null(?=[,}])", "\":\"\"");
                default: return json;
            }
        }

        // Runs on the game's next frame, as the browser's answers and events arrive (at once without frames).
        private static void Later(Action action)
        {
            if (SynchronizationContext.Current == null) action();
            else SynchronizationContext.Current.Post(state => action(), null);
        }

        // A list's JSON text (JsonUtility writes objects only).
        private static string ListJson<T>(IEnumerable<T> list) => "[" + string.Join(",", list.Select(item => JsonUtility.ToJson(item)).ToArray()) + "]";

        internal static void Check(Problem problem)
        {
            if (problem != null) throw problem;
        }

        internal static T Parse<T>(string args) => JsonUtility.FromJson<T>(args);
    }
}
