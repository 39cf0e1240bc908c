// The shared behaviour vectors (test/vectors/behaviour.json) through the C# API on the Play Mode
// mocks, with the same expected outcomes as the TypeScript SDK. Unity's documented difference: an
// ad's no-fill is onError with ErrorCode.NoFill and no afterAd. Arguments C#'s types cannot express
// (a string progress, a fractional day, a number as a string value) are rejected by the compiler,
// not at run time; such cases are listed as "type-checked" in the output, never skipped silently.
using System;
using System.Collections.Generic;
using System.IO;
using System.Json;
using System.Linq;
using NUnit.Framework;
using Sdk;
using Sdk.Mocks;
using Sdk.Tests;

namespace GameSdk.Tests.Mono
{
    [TestFixture]
    public sealed class VectorTests
    {
        private sealed class NotExpressible : Exception
        {
            public NotExpressible(string why) : base(why) { }
        }

        private sealed class Result
        {
            public bool Done;
            public object Value;
            public SdkError Error;
            public List<string> Callbacks = new List<string>();
        }

        // Arguments C#'s types refuse at compile time: a string progress, a number as a string value, a
        // fractional day or avatar size, a payload or a share text that is not a string, keys that are
        // not a list, player data that is a list, an unknown event name, a recovery option key RecoverPurchasesOptions
        // does not have; and parseError, which C#'s typed errors do not need; and five of iap.formatOffer's (a plan that is not a Subscription, a
        // price as text, a fractional trial, a missing trialEligible, a locale that is a number).
        internal const int InexpressibleAtMost = 16;

        [Test]
        public void EveryVectorHasTheSameOutcomeThroughTheCSharpApi()
        {
            Assert.IsNotNull(TestFiles.VectorsPath, "pass the vectors file as the first argument");
            var cases = LoadCases();
            int passed;
            var failures = RunAll(cases, vector =>
            {
                var registered = (string)vector["player"] == "registered";
                var stage = StageOf(vector);
                using (var frames = stage == "loaded" ? Frames.Install(registered) : Frames.Start(registered, startGame: stage == "started"))
                {
                    MockPlatform.OffersPurchases = ProfileOf(vector) != "no-purchases";
                    return Check(vector, done => frames.Pump(), SeedPending, choice => MockPlatform.CancelCheckout = choice == "close");
                }
            }, out passed);
            Assert.AreEqual("", string.Join("\n", failures.ToArray()));
            Assert.IsTrue(passed >= cases.Count - InexpressibleAtMost, "at most " + InexpressibleAtMost + " vectors may be inexpressible in C#");
        }

        // The Play Mode mocks' pending purchases, as a game's own test seeds them.
        private static void SeedPending(int count)
        {
            for (var i = 1; i <= count; i++) MockPlatform.PendingPurchases.Add(new Purchase(MockPlatform.Catalog[0].ProductId, "vector-pending-" + i, "s", true, "2026-01-01T00:00:00Z"));
        }

        /// <summary>The platform a case runs on: partner (the default) or no-purchases.</summary>
        internal static string ProfileOf(JsonObject vector)
        {
            return vector.ContainsKey("profile") ? (string)vector["profile"] : "partner";
        }

        /// <summary>How far the game got before a case's call: loaded, initialized or started (the default).</summary>
        internal static string StageOf(JsonObject vector)
        {
            return vector.ContainsKey("stage") ? (string)vector["stage"] : "started";
        }

        /// <summary>The cases of the shared vectors file.</summary>
        internal static List<JsonObject> LoadCases()
        {
            return ((JsonArray)JsonValue.Parse(File.ReadAllText(TestFiles.VectorsPath))["cases"]).Cast<JsonObject>().ToList();
        }

        /// <summary>Runs each case; prints the type-checked ones and a summary; returns the failures.</summary>
        internal static List<string> RunAll(IEnumerable<JsonObject> cases, Func<JsonObject, string> run, out int passed)
        {
            var failures = new List<string>();
            int ok = 0, typeChecked = 0;
            foreach (var vector in cases)
            {
                var name = (string)vector["name"];
                try
                {
                    var problem = run(vector);
                    if (problem == null) ok++;
                    else failures.Add(name + ": " + problem);
                }
                catch (NotExpressible why)
                {
                    typeChecked++;
                    Console.WriteLine("     vector type-checked by C# (" + why.Message + "): " + name);
                }
                catch (Exception exception) when (!(exception is NotExpressible))
                {
                    failures.Add(name + ": the runner threw " + exception);
                }
            }
            Console.WriteLine("     vectors: " + ok + " passed, " + typeChecked + " type-checked, " + failures.Count + " failed");
            passed = ok;
            return failures;
        }

        /// <summary>One case through the C# API; <paramref name="pumpUntil"/> delivers results until its condition holds, <paramref name="seedPending"/> gives the player that many pending purchases, <paramref name="setCheckout"/> sets the player's choice at the next checkout (buy or close). Null when the outcome is the expected one.</summary>
        internal static string Check(JsonObject vector, Action<Func<bool>> pumpUntil, Action<int> seedPending, Action<string> setCheckout)
        {
            var call = (string)vector["call"];
            if (vector.ContainsKey("checkout")) setCheckout((string)vector["checkout"]);
            var tokens = vector.ContainsKey("pending") ? PendingTokens((int)vector["pending"], seedPending, pumpUntil) : new List<string>();
            var args = vector.ContainsKey("args") ? ((JsonArray)Expand(vector["args"], tokens)).ToList() : new List<JsonValue>();
            var sync = vector.ContainsKey("sync") && (bool)vector["sync"];
            var expect = (JsonObject)vector["expect"];
            var times = vector.ContainsKey("times") ? (int)vector["times"] : 1;
            for (var before = 1; before < times; before++)
            {
                var earlier = new Result();
                Invoke(call, args, earlier);
                pumpUntil(() => earlier.Done);
                if (!earlier.Done || earlier.Error != null) return "call " + before + " of " + times + " did not succeed: " + (earlier.Error == null ? "never completed" : earlier.Error.ToString());
            }
            var result = new Result();
            try
            {
                Invoke(call, args, result);
            }
            catch (SdkError error)
            {
                result.Error = error;
                result.Done = true;
            }
            if (sync && !result.Done) return "a synchronous call did not complete at once";
            pumpUntil(() => result.Done);
            if (!result.Done) return "never completed";
            if (expect.ContainsKey("callbacks"))
            {
                var ts = string.Join(",", ((JsonArray)expect["callbacks"]).Select(c => (string)c).ToArray());
                if (ts != "noFill,afterAd") return "unexpected TypeScript callbacks " + ts;
                var unity = string.Join(",", result.Callbacks.ToArray());
                return unity == "onError:NoFill" ? null : "expected onError:NoFill and no afterAd, got " + unity;
            }
            if (expect.ContainsKey("error"))
            {
                var wanted = ErrorCodes.FromCode((string)expect["error"]);
                if (result.Error == null) return "expected " + wanted + ", got success";
                if (result.Error.Code != wanted) return "expected " + wanted + ", got " + result.Error;
                var message = (string)expect["message"];
                if (result.Error.Message != message) return "expected the message \"" + message + "\", got \"" + result.Error.Message + "\"";
                var context = vector.ContainsKey("context") ? (string)vector["context"] : call.Contains(".") ? call : "Sdk." + call;
                return result.Error.Context == context ? null : "expected context " + context + ", got " + result.Error.Context;
            }
            if (result.Error != null) return "expected success, got " + result.Error;
            if (expect.ContainsKey("each")) return Each(result.Value as Array, (JsonObject)expect["each"]);
            if (expect.ContainsKey("fields")) return result.Value == null ? "expected an object, got null" : Each(new[] { result.Value }, (JsonObject)expect["fields"]);
            if (expect.ContainsKey("length")) return result.Value is Array && ((Array)result.Value).Length == (int)expect["length"] ? null : "expected a list of " + expect["length"].ToString() + ", got " + (result.Value is Array ? ((Array)result.Value).Length + " elements" : "no list");
            if (!expect.ContainsKey("value")) return null;
            var expected = expect["value"];
            var actual = result.Value;
            if (expected == null) return actual == null ? null : "expected null, got " + actual;
            if (actual == null) return "expected " + expected.ToString() + ", got null";
            if (expected.JsonType == JsonType.Array) return actual is Array && ((Array)actual).Length == expected.Count ? null : "expected " + expected + ", got " + actual;
            if (actual is RecoveryReport) return SameReport((RecoveryReport)actual, (JsonObject)expected);
            if (actual is Platform) return Platforms((Platform)actual) == (string)expected ? null : "expected " + expected + ", got " + actual;
            if (actual is bool) return (bool)actual == (bool)expected ? null : "expected " + expected.ToString() + ", got " + actual;
            if (expected.JsonType != JsonType.String) return "expected " + expected.ToString() + ", got " + actual + " (" + actual.GetType().Name + ")";
            return Equals(Convert.ToString(actual), (string)expected) ? null : "expected " + expected + ", got " + actual;
        }

        // Every element of a non-empty list has the fields (C#'s PascalCase properties) with the values.
        private static string Each(Array actual, JsonObject fields)
        {
            if (actual == null || actual.Length == 0) return "expected a non-empty list, got " + (actual == null ? "no list" : "an empty one");
            foreach (var element in actual)
            {
                foreach (var field in fields)
                {
                    var property = element.GetType().GetProperty(Pascal(field.Key));
                    if (property == null) return element.GetType().Name + " has no " + Pascal(field.Key);
                    var got = Convert.ToString(property.GetValue(element, null), System.Globalization.CultureInfo.InvariantCulture).ToLowerInvariant();
                    var want = field.Value.JsonType == JsonType.String ? (string)field.Value : field.Value.ToString();
                    if (got != want) return Pascal(field.Key) + ": expected " + want + ", got " + got;
                }
            }
            return null;
        }

        private static string SameReport(RecoveryReport actual, JsonObject expected)
        {
            var want = ((JsonArray)expected["granted"]).Count + "," + ((JsonArray)expected["consumed"]).Count + "," + ((JsonArray)expected["failed"]).Count + "," + (int)expected["rounds"];
            var got = actual.Granted.Length + "," + actual.Consumed.Length + "," + actual.Failed.Length + "," + actual.Rounds;
            return want == got ? null : "expected granted,consumed,failed,rounds " + want + ", got " + got;
        }

        private static string Platforms(Platform platform)
        {
            return platform.ToString().ToLowerInvariant();
        }

        private static void Invoke(string call, List<JsonValue> args, Result result)
        {
            Action<SdkError> onError = error =>
            {
                result.Error = error;
                result.Done = true;
            };
            Action ok = () => result.Done = true;
            switch (call)
            {
                case "setLoadingProgress":
                    Sdk.Sdk.SetLoadingProgress(Number(args[0]));
                    ok();
                    return;
                case "auth.showRegistrationPrompt":
                {
                    var options = (JsonObject)args[0];
                    Sdk.Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions(Str(options, "message")), closed => { }, onError);
                    if (result.Error == null) ok();
                    return;
                }
                case "notifications.scheduleAsync":
                    Sdk.Sdk.Notifications.ScheduleAsync(Notification((JsonObject)args[0]), scheduled => ok(), onError);
                    return;
                case "notifications.scheduleWeekAsync":
                    Sdk.Sdk.Notifications.ScheduleWeekAsync(((JsonArray)args[0]).Cast<JsonObject>().Select(WeekEntry).ToArray(), scheduled => Complete(result, scheduled), onError);
                    return;
                case "notifications.cancelAllAsync":
                    Sdk.Sdk.Notifications.CancelAllAsync(ok, onError);
                    return;
                case "data.setStringAsync":
                    Sdk.Sdk.Data.SetStringAsync(Text(args[0]), Text(args[1]), stored => Complete(result, stored), onError);
                    return;
                case "data.setString":
                    Sdk.Sdk.Data.SetString(Text(args[0]), Text(args[1]));
                    ok();
                    return;
                case "player.setDataAsync":
                {
                    if (args[0].JsonType != JsonType.Object) throw new NotExpressible("PlayerData is keys to JSON values, never a list");
                    var data = new PlayerData();
                    foreach (var entry in (JsonObject)args[0]) data.Set(entry.Key, entry.Value.ToString());
                    Sdk.Sdk.Player.SetDataAsync(data, ok, onError);
                    return;
                }
                case "leaderboard.submitScoreAsync":
                    Sdk.Sdk.Leaderboard.SubmitScoreAsync(Text(args[0]), Number(args[1]), null, entry => ok(), onError);
                    return;
                case "achievements.unlockAsync":
                    Sdk.Sdk.Achievements.UnlockAsync(Text(args[0]), ok, onError);
                    return;
                case "tournament.getAllAsync":
                    Sdk.Sdk.Tournament.GetAllAsync(all => ok(), onError);
                    return;
                case "stats.getStatsAsync":
                    Sdk.Sdk.Stats.GetStatsAsync(null, stats => ok(), onError);
                    return;
                case "friends.getFriendsAsync":
                    Sdk.Sdk.Friends.GetFriendsAsync(friends => ok(), onError);
                    return;
                case "reviews.requestReviewAsync":
                    Sdk.Sdk.Reviews.RequestReviewAsync(ok, onError);
                    return;
                case "remoteConfig.getConfigAsync":
                    Sdk.Sdk.RemoteConfig.GetConfigAsync(null, values => ok(), onError);
                    return;
                case "ads.showBannerAsync":
                    Sdk.Sdk.Ads.ShowBannerAsync(ok, onError);
                    return;
                case "haptics.triggerAsync":
                    Sdk.Sdk.Haptics.TriggerAsync(null, ok, onError);
                    return;
                case "iap.recoverPurchasesAsync":
                {
                    if ((string)((JsonObject)args[0])["$recovery"] != "untouched") throw new InvalidOperationException("unknown recovery options " + args[0]);
                    if (((JsonObject)args[0]).ContainsKey("misspelt")) throw new NotExpressible("RecoverPurchasesOptions has only HasToken, Claim and Grant: the compiler refuses any other key");
                    // Hooks that must never run: a call is reported as the recovery's failure, so an empty report proves none ran.
                    var untouched = new RecoverPurchasesOptions(
                        token => { throw new InvalidOperationException("HasToken was called"); },
                        (purchase, claimed) => { throw new InvalidOperationException("Grant was called"); });
                    Sdk.Sdk.Iap.RecoverPurchasesAsync(untouched, report => Complete(result, report), onError);
                    return;
                }
                case "iap.purchaseAsync":
                    Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions(Str((JsonObject)args[0], "productId")) { DeveloperPayload = Str((JsonObject)args[0], "developerPayload") }, purchase => ok(), onError);
                    return;
                case "iap.subscribeAsync":
                    Sdk.Sdk.Iap.SubscribeAsync(new PurchaseOptions(Str((JsonObject)args[0], "productId")), subscription => ok(), onError);
                    return;
                case "iap.consumePurchaseAsync":
                    Sdk.Sdk.Iap.ConsumePurchaseAsync(Text(args[0]), ok, onError);
                    return;
                case "initializeAsync":
                    Sdk.Sdk.InitializeAsync(ok, onError);
                    return;
                case "startGameAsync":
                    Sdk.Sdk.StartGameAsync(ok, onError);
                    return;
                case "on":
                case "off":
                    Listen(call == "on", Text(args[0]));
                    ok();
                    return;
                case "parseError":
                    throw new NotExpressible("C# errors arrive as a typed SdkError, with nothing to parse");
                case "data.getString":
                    Complete(result, Sdk.Sdk.Data.GetString(Text(args[0])));
                    return;
                case "iap.formatOffer":
                    Complete(result, Sdk.Sdk.Iap.FormatOffer(Plan(args[0]), args.Count > 1 ? Text(args[1]) : null));
                    return;
                case "data.removeKey":
                    Sdk.Sdk.Data.RemoveKey(Text(args[0]));
                    ok();
                    return;
                case "data.flushAsync":
                    Sdk.Sdk.Data.FlushAsync(stored => Complete(result, stored), onError);
                    return;
                case "player.getDataAsync":
                    Sdk.Sdk.Player.GetDataAsync(Texts(args[0]), data => ok(), onError);
                    return;
                case "player.getSignedPlayerInfoAsync":
                    Sdk.Sdk.Player.GetSignedPlayerInfoAsync(info => ok(), onError);
                    return;
                case "player.getBotAvatarAsync":
                    Sdk.Sdk.Player.GetBotAvatarAsync(Text(args[0]), Whole(args[1], "the size is an int"), url => ok(), onError);
                    return;
                case "auth.signInAsync":
                    Sdk.Sdk.Auth.SignInAsync(player => Complete(result, player), onError);
                    return;
                case "auth.registrationPromptLogin":
                    // A prompt by id, as the bridge sends it: a game only gets prompts from ShowRegistrationPrompt.
                    new RegistrationPrompt(Whole(args[0], "a prompt id is an int"), "auth.registrationPromptLogin").Login(ok, onError);
                    return;
                case "notifications.cancelAsync":
                    Sdk.Sdk.Notifications.CancelAsync(Text(args[0]), ok, onError);
                    return;
                case "iap.getCatalogAsync":
                    Sdk.Sdk.Iap.GetCatalogAsync(products => Complete(result, products), onError);
                    return;
                case "iap.getPurchasesAsync":
                    Sdk.Sdk.Iap.GetPurchasesAsync(purchases => Complete(result, purchases), onError);
                    return;
                case "iap.getSubscriptionsAsync":
                    Sdk.Sdk.Iap.GetSubscriptionsAsync(plans => Complete(result, plans), onError);
                    return;
                case "context.shareAsync":
                {
                    var options = (JsonObject)args[0];
                    Sdk.Sdk.Context.ShareAsync(new ShareOptions(Str(options, "intent"), Str(options, "image")) { Text = Str(options, "text") }, ok, onError);
                    return;
                }
                case "referrals.shareAsync":
                    Sdk.Sdk.Referrals.ShareAsync(Referral(args.Count > 0 ? (JsonObject)args[0] : new JsonObject()), ok, onError);
                    return;
                case "referrals.listAsync":
                    Sdk.Sdk.Referrals.ListAsync(list => ok(), onError);
                    return;
                case "ads.hideBannerAsync":
                    Sdk.Sdk.Ads.HideBannerAsync(ok, onError);
                    return;
                case "game.inviteLink":
                    Sdk.Sdk.Game.InviteLink(args.Count > 0 ? args[0].ToString() : null, link => ok(), onError);
                    return;
                case "analytics.logLevelStart":
                    Sdk.Sdk.Analytics.LogLevelStart(Text(args[0]));
                    ok();
                    return;
                case "analytics.logLevelEnd":
                    Sdk.Sdk.Analytics.LogLevelEnd(Text(args[0]), Number(args[1]), (bool)args[2]);
                    ok();
                    return;
                case "analytics.logTutorialStart":
                    Sdk.Sdk.Analytics.LogTutorialStart(Text(args[0]));
                    ok();
                    return;
                case "analytics.logTutorialEnd":
                    Sdk.Sdk.Analytics.LogTutorialEnd(Text(args[0]), (bool)args[1]);
                    ok();
                    return;
                case "analytics.logEvent":
                    Sdk.Sdk.Analytics.LogEvent(Text(args[0]), args.Count > 1 ? args[1].ToString() : null);
                    ok();
                    return;
                case "leaderboard.getEntriesAsync":
                    Sdk.Sdk.Leaderboard.GetEntriesAsync(Text(args[0]), 10, 0, entries => ok(), onError);
                    return;
                case "leaderboard.getPlayerEntryAsync":
                    Sdk.Sdk.Leaderboard.GetPlayerEntryAsync(Text(args[0]), entry => ok(), onError);
                    return;
                case "achievements.getAchievementsAsync":
                    Sdk.Sdk.Achievements.GetAchievementsAsync(all => ok(), onError);
                    return;
                case "tournament.createAsync":
                {
                    var options = (JsonObject)args[0];
                    Sdk.Sdk.Tournament.CreateAsync(Number(options["initialScore"]), Str(options, "title"), created => ok(), onError);
                    return;
                }
                case "tournament.postScoreAsync":
                    Sdk.Sdk.Tournament.PostScoreAsync(Number(args[0]), ok, onError);
                    return;
                case "tournament.joinAsync":
                    Sdk.Sdk.Tournament.JoinAsync(Text(args[0]), ok, onError);
                    return;
                case "tournament.shareAsync":
                    Sdk.Sdk.Tournament.ShareAsync(Number(((JsonObject)args[0])["score"]), null, ok, onError);
                    return;
                case "stats.postStatsAsync":
                    Sdk.Sdk.Stats.PostStatsAsync(Stats((JsonObject)args[0]), ok, onError);
                    return;
                case "stats.incrementStatsAsync":
                    Sdk.Sdk.Stats.IncrementStatsAsync(Stats((JsonObject)args[0]), stats => ok(), onError);
                    return;
                case "ads.showInterstitial":
                    Sdk.Sdk.Ads.ShowInterstitial(() => result.Callbacks.Add("beforeAd"), () => Callback(result, "afterAd"), error => Callback(result, "onError:" + error.Code));
                    return;
                case "ads.showRewarded":
                    Sdk.Sdk.Ads.ShowRewarded(() => result.Callbacks.Add("beforeAd"), viewed => Callback(result, "afterAd"), error => Callback(result, "onError:" + error.Code));
                    return;
                default:
                    Complete(result, SyncGetter(call));
                    return;
            }
        }

        private static void Complete(Result result, object value)
        {
            result.Value = value;
            result.Done = true;
        }

        private static void Callback(Result result, string name)
        {
            result.Callbacks.Add(name);
            result.Done = true;
        }

        // A no-argument synchronous call, found by its PascalCase name (session.getPlatform is Sdk.Sdk.Session.GetPlatform).
        private static object SyncGetter(string call)
        {
            var parts = call.Split('.');
            if (parts.Length > 2) throw new InvalidOperationException("the vectors name " + call + ", which this runner lacks");
            var module = parts.Length == 1 ? typeof(Sdk.Sdk) : typeof(Sdk.Sdk).GetNestedType(Pascal(parts[0]));
            var method = module == null ? null : module.GetMethod(Pascal(parts[parts.Length - 1]), Type.EmptyTypes);
            if (method == null) throw new InvalidOperationException("the vectors name " + call + ", which the C# API lacks");
            // A void call (game.gameplayStop) completes with no value.
            try
            {
                return method.Invoke(null, null);
            }
            catch (System.Reflection.TargetInvocationException exception)
            {
                throw exception.InnerException;
            }
        }

        private static string Pascal(string name)
        {
            return char.ToUpperInvariant(name[0]) + name.Substring(1);
        }

        private static readonly Action NoopListener = () => { };

        // Sdk.on and Sdk.off are C# events: an unknown event name cannot be written.
        private static void Listen(bool add, string eventName)
        {
            switch (eventName)
            {
                case "exitRequested":
                    if (add) Sdk.Sdk.OnExitRequested += NoopListener; else Sdk.Sdk.OnExitRequested -= NoopListener;
                    return;
                case "pause":
                    if (add) Sdk.Sdk.OnPause += NoopListener; else Sdk.Sdk.OnPause -= NoopListener;
                    return;
                case "resume":
                    if (add) Sdk.Sdk.OnResume += NoopListener; else Sdk.Sdk.OnResume -= NoopListener;
                    return;
                default:
                    throw new NotExpressible("events are C# events; there is none named " + eventName);
            }
        }

        private static ReferralShareOptions Referral(JsonObject o)
        {
            var options = new ReferralShareOptions { Text = Str(o, "text"), OnboardingSlug = Str(o, "onboardingSlug") };
            if (o.ContainsKey("notificationTemplates"))
                options.NotificationTemplates = ((JsonArray)o["notificationTemplates"]).Cast<JsonObject>().Select(t => new ReferralNotificationTemplate(Str(t, "title"), Str(t, "body"))).ToArray();
            return options;
        }

        private static Stat[] Stats(JsonObject o)
        {
            return o.Select(entry => new Stat(entry.Key, Number(entry.Value))).ToArray();
        }

        private static string[] Texts(JsonValue value)
        {
            if (value.JsonType != JsonType.Array) throw new NotExpressible("a string[] parameter given " + value.JsonType);
            return ((JsonArray)value).Select(Text).ToArray();
        }

        private static int Whole(JsonValue value, string why)
        {
            var number = Number(value);
            if (number != Math.Floor(number)) throw new NotExpressible(why);
            return (int)number;
        }

        private static NotificationOptions Notification(JsonObject o)
        {
            var days = o["scheduledInDays"];
            var day = Number(days);
            if (day != Math.Floor(day)) throw new NotExpressible("ScheduledInDays is an int");
            return new NotificationOptions(Str(o, "id"), Str(o, "title"), Str(o, "body"), (int)day)
            {
                ImageAssetId = Str(o, "imageAssetId"),
                ImageDataUrl = Str(o, "imageDataUrl"),
            };
        }

        // A plan's terms as C#'s Subscription holds them: typed fields, so a field of another JSON type is not expressible.
        private static Subscription Plan(JsonValue value)
        {
            if (value.JsonType != JsonType.Object) throw new NotExpressible("a Subscription is an object");
            var o = (JsonObject)value;
            if (!o.ContainsKey("trialEligible") || o["trialEligible"].JsonType != JsonType.Boolean) throw new NotExpressible("TrialEligible is a bool");
            var productId = Str(o, "productId");
            return new Subscription(productId, false, (bool)o["trialEligible"], "", "", productId, "", "", Number(o["priceAmount"]), Str(o, "priceCurrencyCode"), Str(o, "billingPeriod"), Whole(o["trialDays"], "TrialDays is an int"));
        }

        private static WeekNotification WeekEntry(JsonObject o)
        {
            if (o.ContainsKey("id") || o.ContainsKey("scheduledInDays")) throw new NotExpressible("a WeekNotification has no id or day: the week sets them");
            return new WeekNotification(Str(o, "title"), Str(o, "body")) { ImageAssetId = Str(o, "imageAssetId"), ImageDataUrl = Str(o, "imageDataUrl") };
        }

        private static string Str(JsonObject o, string key)
        {
            return o.ContainsKey(key) ? Text(o[key]) : null;
        }

        private static string Text(JsonValue value)
        {
            if (value.JsonType != JsonType.String) throw new NotExpressible("a string parameter given " + value.JsonType);
            return (string)value;
        }

        private static double Number(JsonValue value)
        {
            if (value.JsonType != JsonType.Number) throw new NotExpressible("a number parameter given " + value.JsonType);
            return (double)value;
        }

        // Seeds the case's pending purchases and lists their tokens through the C# API.
        private static List<string> PendingTokens(int count, Action<int> seedPending, Action<Func<bool>> pumpUntil)
        {
            seedPending(count);
            Purchase[] listed = null;
            Sdk.Sdk.Iap.GetPurchasesAsync(purchases => listed = purchases, error => { throw new InvalidOperationException("GetPurchasesAsync failed: " + error); });
            pumpUntil(() => listed != null);
            if (listed == null) throw new InvalidOperationException("GetPurchasesAsync never completed");
            return listed.Select(purchase => purchase.PurchaseToken).ToList();
        }

        /// <summary>Replaces {$repeat, count}, {$concat}, {$codeUnit} and {$pendingToken} generators by the values they stand for.</summary>
        private static JsonValue Expand(JsonValue value, List<string> tokens)
        {
            if (value is JsonArray) return new JsonArray(((JsonArray)value).Select(inner => Expand(inner, tokens)));
            var o = value as JsonObject;
            if (o == null) return value;
            if (o.ContainsKey("$recovery")) return o;
            if (o.ContainsKey("$pendingToken")) return new JsonPrimitive(tokens[(int)o["$pendingToken"]]);
            if (o.ContainsKey("$repeat")) return new JsonPrimitive(string.Concat(Enumerable.Repeat((string)o["$repeat"], (int)o["count"])));
            if (o.ContainsKey("$codeUnit")) return new JsonPrimitive(((char)(int)o["$codeUnit"]).ToString());
            if (o.ContainsKey("$concat")) return new JsonPrimitive(string.Concat(((JsonArray)o["$concat"]).Select(part => (string)Expand(part, tokens)).ToArray()));
            var copy = new JsonObject();
            foreach (var entry in o) copy[entry.Key] = Expand(entry.Value, tokens);
            return copy;
        }
    }
}
