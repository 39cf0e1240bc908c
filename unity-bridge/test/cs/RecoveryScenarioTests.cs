// The shared recovery scenarios (test/vectors/recovery.json) on Unity's helper,
// Sdk.Iap.RecoverPurchasesAsync, over the Play Mode mocks driven through MockPlatform's control
// verbs (SeedPurchases, FailNextConsume, FailNext). Unity's frames are a context that runs one
// posted callback at a time, so a step can wait for a claim while a recovery is under way. A
// restart is a fresh Play session's: the helper forgets the runs the last one left waiting; the
// mock platform and the stored save stay. Prints "recovery ok: <name>" per scenario passed
// (test/csharp.test.ts holds the list to the file: no silent skip).
using System;
using System.Collections.Generic;
using System.IO;
using System.Json;
using System.Linq;
using System.Threading;
using NUnit.Framework;
using Sdk;
using Sdk.Internal;
using Sdk.Mocks;

namespace GameSdk.Tests.Mono
{
    [TestFixture]
    public sealed class RecoveryScenarioTests
    {
        private const int StepLimit = 100000;

        /// <summary>Unity's frames, one posted callback at a time.</summary>
        private sealed class Frames : SynchronizationContext
        {
            private readonly Queue<KeyValuePair<SendOrPostCallback, object>> queued = new Queue<KeyValuePair<SendOrPostCallback, object>>();

            public override void Post(SendOrPostCallback callback, object state)
            {
                queued.Enqueue(new KeyValuePair<SendOrPostCallback, object>(callback, state));
            }

            /// <summary>Runs posted callbacks until <paramref name="condition"/> holds; fails when nothing is left to run first.</summary>
            internal void Until(Func<bool> condition, string what)
            {
                for (var steps = 0; !condition(); steps++)
                {
                    if (queued.Count == 0 || steps > StepLimit) throw new AssertionException("never happened: " + what);
                    var next = queued.Dequeue();
                    next.Key(next.Value);
                }
            }
        }

        [Test]
        public void EveryRecoveryScenarioPassesOnTheHelper()
        {
            Assert.IsNotNull(TestFiles.RecoveryPath, "pass test/vectors/recovery.json as the third argument");
            var scenarios = (JsonArray)JsonValue.Parse(File.ReadAllText(TestFiles.RecoveryPath))["scenarios"];
            var failures = new List<string>();
            foreach (JsonObject scenario in scenarios)
            {
                var name = (string)scenario["name"];
                var previous = SynchronizationContext.Current;
                try
                {
                    var problem = Play(scenario);
                    if (problem == null) Console.WriteLine("recovery ok: " + name);
                    else failures.Add(name + ": " + problem);
                }
                catch (Exception exception)
                {
                    failures.Add(name + ": " + exception);
                }
                finally
                {
                    SynchronizationContext.SetSynchronizationContext(previous);
                    MockPlatform.Reset();
                }
            }
            Assert.AreEqual("", string.Join("\n", failures.ToArray()));
        }

        // Runs one scenario; answers null when what happened is what it expects, else what differs.
        private static string Play(JsonObject scenario)
        {
            var frames = new Frames();
            SynchronizationContext.SetSynchronizationContext(frames);
            Bridge.Backend = MockPlatform.Backend;
            MockPlatform.Reset();
            var initialized = false;
            Sdk.Sdk.InitializeAsync(() => Sdk.Sdk.StartGameAsync(() => initialized = true, error => { throw error; }), error => { throw error; });
            frames.Until(() => initialized, "initialisation");

            var names = new Dictionary<string, string>();
            var pendingCount = (int)scenario["pending"];
            if (pendingCount > 0)
            {
                var seeded = MockPlatform.SeedPurchases(pendingCount);
                for (var i = 0; i < seeded.Length; i++) names[seeded[i].PurchaseToken] = "p" + (i + 1);
            }
            Func<string, string> nameOf = token => names.ContainsKey(token) ? names[token] : "unknown:" + token;
            Func<string, string> tokenOf = name => names.First(pair => pair.Value == name).Key;

            // The game's save: the granted tokens in one data key, written with the grant.
            Func<List<string>> saved = () =>
            {
                var text = Sdk.Sdk.Data.GetString("save");
                return string.IsNullOrEmpty(text) ? new List<string>() : text.Split(',').ToList();
            };
            if (scenario.ContainsKey("saved"))
            {
                Sdk.Sdk.Data.SetString("save", string.Join(",", ((JsonArray)scenario["saved"]).Select(n => tokenOf((string)n)).ToArray()));
            }
            var faults = scenario.ContainsKey("faults") ? (JsonObject)scenario["faults"] : new JsonObject();
            if (faults.ContainsKey("failNextConsume")) MockPlatform.FailNextConsume((int)faults["failNextConsume"]["count"], (int)faults["failNextConsume"]["after"]);
            if (faults.ContainsKey("failNextSave")) MockPlatform.FailNext("data.flushAsync", ErrorCode.OperationFailed);
            Func<string, string> faultOn = fault => faults.ContainsKey(fault) ? (string)faults[fault] : null;

            var claims = new List<string>();
            var grants = new List<string>();
            var finished = new SortedDictionary<int, RecoveryReport>();
            var launch = 0;
            var started = 0;
            var inFlight = new List<int>();
            var claimTable = scenario.ContainsKey("claim") ? (JsonObject)scenario["claim"] : null;

            Func<RecoverPurchasesOptions> options = () =>
            {
                var forLaunch = launch;
                var o = new RecoverPurchasesOptions(
                    token => saved().Contains(token),
                    (purchase, claimed) =>
                    {
                        var name = nameOf(purchase.PurchaseToken);
                        if (name == faultOn("failGrant")) throw new InvalidOperationException("the game could not grant it");
                        if (name == faultOn("grantStops"))
                        {
                            string missing = null;
                            grants.Add(missing.Trim()); // a NullReferenceException, as a game's bug throws
                        }
                        if (name == faultOn("grantReturnsNothing")) return;
                        grants.Add(name);
                        if (name == faultOn("grantSkipsSave")) return;
                        var next = saved();
                        next.Add(purchase.PurchaseToken);
                        Sdk.Sdk.Data.SetString("save", string.Join(",", next.ToArray()));
                    });
                if (claimTable != null)
                {
                    o.Claim = (purchase, done, fail) =>
                    {
                        var name = nameOf(purchase.PurchaseToken);
                        var answers = (JsonArray)(claimTable.ContainsKey(name) ? claimTable[name] : claimTable["*"]);
                        var answer = answers[Math.Min(claims.Count(c => c == name), answers.Count - 1)];
                        claims.Add(name);
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
                }
                return o;
            };

            foreach (var step in (JsonArray)scenario["steps"])
            {
                if (step.JsonType == JsonType.String)
                {
                    switch ((string)step)
                    {
                        case "recover":
                            var index = started++;
                            var runLaunch = launch;
                            inFlight.Add(index);
                            Sdk.Sdk.Iap.RecoverPurchasesAsync(options(), report =>
                            {
                                if (runLaunch == launch) finished[index] = report;
                                inFlight.Remove(index);
                            }, error => { throw error; });
                            break;
                        case "finish":
                            frames.Until(() => inFlight.Count == 0, "every recovery to report");
                            break;
                        case "restart":
                            launch++;
                            inFlight.Clear();
                            PurchaseRecovery.Reset();
                            break;
                        default:
                            throw new InvalidOperationException("unknown step " + step);
                    }
                    continue;
                }
                var action = (JsonObject)step;
                if (action.ContainsKey("waitForClaim"))
                {
                    var name = (string)action["waitForClaim"];
                    frames.Until(() => claims.Contains(name), "the claim of " + name);
                }
                else
                {
                    Purchase bought = null;
                    Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions(MockPlatform.Catalog[0].ProductId), purchase => bought = purchase, error => { throw error; });
                    frames.Until(() => bought != null, "the purchase");
                    names[bought.PurchaseToken] = (string)action["buy"];
                }
            }
            frames.Until(() => inFlight.Count == 0, "every recovery to report");

            var expect = (JsonObject)scenario["expect"];
            var problems = new List<string>();
            Compare(problems, "claims", Strings(expect["claims"]), Sorted(claims));
            Compare(problems, "grants", Strings(expect["grants"]), Sorted(grants));
            Compare(problems, "pending", Strings(expect["pending"]), Sorted(MockPlatform.GetPurchases().Select(p => nameOf(p.PurchaseToken))));
            if (expect.ContainsKey("runs"))
            {
                var runs = (JsonArray)expect["runs"];
                var reports = finished.Values.ToList();
                if (runs.Count != reports.Count) problems.Add("runs finished: expected " + runs.Count + ", got " + reports.Count);
                for (var i = 0; i < Math.Min(runs.Count, reports.Count); i++)
                {
                    var run = (JsonObject)runs[i];
                    var report = reports[i];
                    Compare(problems, "run " + i + " granted", Strings(run["granted"]), report.Granted.Select(p => nameOf(p.PurchaseToken)).ToList());
                    Compare(problems, "run " + i + " consumed", Strings(run["consumed"]), report.Consumed.Select(nameOf).ToList());
                    Compare(problems, "run " + i + " failed", ((JsonArray)run["failed"]).Select(f => (string)f["purchase"] + " " + (string)f["step"] + " " + (string)f["code"]).ToList(),
                        report.Failed.Select(f => nameOf(f.Purchase.PurchaseToken) + " " + f.Step.ToString().ToLowerInvariant() + " " + ErrorCodes.ToCode(f.Error.Code)).ToList());
                    if ((int)run["rounds"] != report.Rounds) problems.Add("run " + i + " rounds: expected " + (int)run["rounds"] + ", got " + report.Rounds);
                }
            }
            return problems.Count == 0 ? null : string.Join("; ", problems.ToArray());
        }

        private static List<string> Strings(JsonValue list)
        {
            return ((JsonArray)list).Select(v => (string)v).ToList();
        }

        // Sorted by code point, as the file's lists are.
        private static List<string> Sorted(IEnumerable<string> list)
        {
            var sorted = list.ToList();
            sorted.Sort(string.CompareOrdinal);
            return sorted;
        }

        private static void Compare(List<string> problems, string what, List<string> expected, List<string> actual)
        {
            if (!expected.SequenceEqual(actual)) problems.Add(what + ": expected [" + string.Join(", ", expected.ToArray()) + "], got [" + string.Join(", ", actual.ToArray()) + "]");
        }
    }
}
