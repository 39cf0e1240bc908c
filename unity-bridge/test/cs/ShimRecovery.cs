// The recovery steps of the one runner on Unity's helper, Sdk.Iap.RecoverPurchasesAsync, over the
// Play Mode mocks (the runner's side seeds purchases, sets consume faults and buys: test/support/shim.ts;
// here the game: its save, its hooks and a failing save, MockPlatform.FailNext). Purchases are named by
// their tokens; the runner names them and checks the outcome. A restart is a fresh Play session's:
// the helper forgets the runs the last one left waiting; the mock platform and the stored save stay.
using System;
using System.Collections.Generic;
using System.Json;
using System.Linq;
using System.Threading;
using Sdk;
using Sdk.Internal;
using Sdk.Mocks;

namespace GameSdk.Tests.Mono
{
    internal sealed class Recovery
    {
        private readonly IShimPlatform platform;
        private JsonObject claimTable, faults;
        private List<string> claims, grants;
        private SortedDictionary<int, RecoveryReport> finished;
        private List<int> inFlight;
        private int launch, started;

        internal Recovery(IShimPlatform platform) { this.platform = platform; }

        // The game's save: the granted tokens in one data key, written with the grant.
        private static List<string> Saved()
        {
            var text = Sdk.Sdk.Data.GetString("save");
            return string.IsNullOrEmpty(text) ? new List<string>() : text.Split(',').ToList();
        }

        private static void Save(IEnumerable<string> tokens) { Sdk.Sdk.Data.SetString("save", string.Join(",", tokens.ToArray())); }

        private string Fault(string name) { return faults.ContainsKey(name) ? (string)faults[name] : null; }

        internal JsonObject Execute(string op, JsonObject step)
        {
            switch (op)
            {
                // A fresh game on a platform the runner's side prepared (a case: a guest, purchases offered, started).
                case "recovery":
                    claims = new List<string>();
                    grants = new List<string>();
                    finished = new SortedDictionary<int, RecoveryReport>();
                    inFlight = new List<int>();
                    launch = started = 0;
                    return new JsonObject();
                case "setup":
                    Save(((JsonArray)step["saved"]).Select(t => (string)t));
                    claimTable = step.ContainsKey("claim") ? (JsonObject)step["claim"] : null;
                    faults = (JsonObject)step["faults"];
                    if (faults.ContainsKey("failNextSave")) MockPlatform.FailNext("data.flushAsync", ErrorCode.OperationFailed);
                    return new JsonObject();
                case "recover":
                    var index = started++;
                    var runLaunch = launch;
                    inFlight.Add(index);
                    Sdk.Sdk.Iap.RecoverPurchasesAsync(Options(), report =>
                    {
                        if (runLaunch == launch) finished[index] = report;
                        inFlight.Remove(index);
                    }, error => { throw error; });
                    return new JsonObject();
                case "finish":
                    platform.PumpUntil(() => inFlight.Count == 0, "every recovery to report");
                    return new JsonObject();
                case "restart":
                    launch++;
                    inFlight.Clear();
                    PurchaseRecovery.Reset();
                    return new JsonObject();
                case "waitForClaim":
                    platform.PumpUntil(() => claims.Contains((string)step["token"]), "the claim of " + step["token"]);
                    return new JsonObject();
                case "outcome":
                    // The reports as C# has them (the runner's side names their purchases) and the pending purchases, the platform's control, there.
                    platform.PumpUntil(() => inFlight.Count == 0, "every recovery to report");
                    return new JsonObject { { "claims", Shim.ToJson(claims.ToArray()) }, { "grants", Shim.ToJson(grants.ToArray()) }, { "runs", Shim.ToJson(finished.Values.ToArray()) } };
                default:
                    throw new InvalidOperationException("unknown step " + op);
            }
        }

        private RecoverPurchasesOptions Options()
        {
            var forLaunch = launch;
            var options = new RecoverPurchasesOptions(token => Saved().Contains(token), (purchase, claimed) =>
            {
                var token = purchase.PurchaseToken;
                if (token == Fault("failGrant")) throw new InvalidOperationException("the game could not grant it");
                if (token == Fault("grantStops"))
                {
                    string missing = null;
                    grants.Add(missing.Trim()); // a NullReferenceException, as a game's bug throws
                }
                if (token == Fault("grantReturnsNothing")) return;
                grants.Add(token);
                if (token != Fault("grantSkipsSave")) Save(Saved().Concat(new[] { token }));
            });
            if (claimTable == null) return options;
            options.Claim = (purchase, done, fail) =>
            {
                var token = purchase.PurchaseToken;
                var answers = (JsonArray)(claimTable.ContainsKey(token) ? claimTable[token] : claimTable["*"]);
                var answer = answers[Math.Min(claims.Count(c => c == token), answers.Count - 1)];
                claims.Add(token);
                if (answer.JsonType == JsonType.String) return; // "hold": the backend never answers
                // The backend answers later, as a network call does; a game that restarted is gone.
                SynchronizationContext.Current.Post(unused =>
                {
                    if (forLaunch != launch) return;
                    var reply = (JsonObject)answer;
                    if (reply.ContainsKey("error")) fail(new SdkError(ErrorCodes.FromCode((string)reply["error"]), (string)reply["message"], "claim"));
                    else done(reply.ToString());
                }, null);
            };
            return options;
        }
    }
}
