// The C# API, unchanged, through GameSdk.jslib and the real browser script on the mock platform
// (run by test/jslib-csharp.test.ts): every operation of the spec's table, typed results parsed by
// JsonUtility from what the browser script sent, errors with their codes, concurrent calls on their
// own callbacks, events. One line per check on stdout: "ok <name>" or "FAIL <name>: <why>".
using System;
using System.Collections.Generic;
using System.Json;
using System.Linq;
using NUnit.Framework;
using Sdk;
using Sdk.Internal;

namespace GameSdk.Tests.Mono
{
    internal sealed class JslibScenario
    {
        private readonly RelayBackend relay;
        private int failed;

        private JslibScenario(RelayBackend relay)
        {
            this.relay = relay;
        }

        internal static int Run(string player)
        {
            var relay = new RelayBackend();
            Bridge.Backend = relay;
            var scenario = new JslibScenario(relay);
            scenario.Start();
            if (player == "registered") scenario.Registered();
            else scenario.Guest();
            Console.WriteLine("done, failed " + scenario.failed);
            return scenario.failed == 0 ? 0 : 1;
        }

        /// <summary>The one runner's steps through the C# API and the relay, in one page session started for the page's player and profile.</summary>
        internal static int ServeSteps()
        {
            var relay = new RelayBackend();
            Bridge.Backend = relay;
            var scenario = new JslibScenario(relay);
            scenario.Wait(Sdk.Sdk.InitializeAsync);
            scenario.Wait(Sdk.Sdk.StartGameAsync);
            return Shim.Serve(new RelayShimPlatform(relay));
        }

        private void Check(string name, Action body)
        {
            try
            {
                body();
                Console.WriteLine("ok   " + name);
            }
            catch (Exception exception)
            {
                failed++;
                Console.WriteLine("FAIL " + name + ": " + exception.Message.Replace('\n', ' '));
            }
        }

        private T Wait<T>(Action<Action<T>, Action<SdkError>> start)
        {
            var done = false;
            var value = default(T);
            SdkError error = null;
            start(v => { value = v; done = true; }, e => { error = e; done = true; });
            relay.PumpUntil(() => done);
            if (error != null) throw error;
            return value;
        }

        private void Wait(Action<Action, Action<SdkError>> start)
        {
            Wait<bool>((ok, fail) => start(() => ok(true), fail));
        }

        private SdkError Fails(Action<Action, Action<SdkError>> start)
        {
            try
            {
                Wait(start);
            }
            catch (SdkError error)
            {
                return error;
            }
            throw new AssertionException("expected an error, the call succeeded");
        }

        private void Start()
        {
            Check("InitializeAsync, SetLoadingProgress and StartGameAsync", () =>
            {
                Wait(Sdk.Sdk.InitializeAsync);
                Assert.IsTrue(Sdk.Sdk.IsInitialized());
                Sdk.Sdk.SetLoadingProgress(42.5);
                Assert.AreEqual(ErrorCode.InvalidParam, Assert.Throws<SdkError>(() => Sdk.Sdk.SetLoadingProgress(101)).Code);
                Wait(Sdk.Sdk.StartGameAsync);
            });
            Check("the partner capability profile and Session", () =>
            {
                Assert.AreEqual(Platform.Partner, Sdk.Sdk.Session.GetPlatform());
                Assert.IsTrue(Sdk.Sdk.Iap.IsSupported() && Sdk.Sdk.Iap.IsSubscriptionSupported() && Sdk.Sdk.Notifications.IsSupported() && Sdk.Sdk.Referrals.IsSupported());
                Assert.IsFalse(Sdk.Sdk.Ads.IsSupported() || Sdk.Sdk.Context.IsSupported() || Sdk.Sdk.Leaderboard.IsSupported() || Sdk.Sdk.Haptics.IsSupported());
                Assert.IsTrue(Sdk.Sdk.Session.IsAudioEnabled());
                Assert.AreEqual("en-US", Sdk.Sdk.Session.GetLocale());
                Assert.IsNull(Sdk.Sdk.Session.GetEntryPointData());
            });
            Check("Data strings round trip, falsy and non-ASCII included", () =>
            {
                Sdk.Sdk.Data.SetString("empty", "");
                Assert.AreEqual("", Sdk.Sdk.Data.GetString("empty"));
                Assert.IsNull(Sdk.Sdk.Data.GetString("never-saved"));
                Sdk.Sdk.Data.SetString("greeting", "héllo \"🌽\"\n");
                Assert.AreEqual("héllo \"🌽\"\n", Sdk.Sdk.Data.GetString("greeting"));
                Assert.IsTrue(Wait<bool>((ok, fail) => Sdk.Sdk.Data.SetStringAsync("save", "{\"level\":3}", ok, fail)));
                Assert.IsFalse(Wait<bool>((ok, fail) => Sdk.Sdk.Data.SetStringAsync("huge", new string('x', 1000000), ok, fail)));
                Assert.IsTrue(Wait<bool>(Sdk.Sdk.Data.FlushAsync));
                Assert.AreEqual(1000000L, Sdk.Sdk.Data.GetUsage().LimitBytes);
                Sdk.Sdk.Data.RemoveKey("empty");
                Assert.IsNull(Sdk.Sdk.Data.GetString("empty"));
            });
            Check("fifty concurrent GetDataAsync complete on their own callbacks", () =>
            {
                var data = new PlayerData();
                for (var i = 0; i < 50; i++) data.Set("slot-" + i, "{\"n\":" + i + "}");
                Wait((ok, fail) => Sdk.Sdk.Player.SetDataAsync(data, ok, fail));
                var results = new PlayerData[50];
                var count = 0;
                for (var i = 0; i < 50; i++)
                {
                    var index = i;
                    Sdk.Sdk.Player.GetDataAsync(new[] { "slot-" + i }, value => { results[index] = value; count++; }, error => { throw error; });
                }
                relay.PumpUntil(() => count == 50);
                for (var i = 0; i < 50; i++)
                {
                    string json;
                    Assert.IsTrue(results[i].TryGet("slot-" + i, out json), "call " + i);
                    Assert.AreEqual("{\"n\":" + i + "}", json);
                    Assert.AreEqual(1, results[i].Count);
                }
                Assert.AreEqual("{\"n\":7}", Sdk.Sdk.Data.GetString("slot-7"), "data and player data share one store");
            });
            Check("Player values and signed info", () =>
            {
                Assert.IsFalse(string.IsNullOrEmpty(Sdk.Sdk.Player.GetId()));
                var signed = Wait<SignedPlayerInfo>(Sdk.Sdk.Player.GetSignedPlayerInfoAsync);
                Assert.AreEqual(Sdk.Sdk.Player.GetId(), signed.PlayerId);
                Assert.AreEqual(3, signed.Signature.Split('.').Length);
                Assert.IsTrue(Sdk.Sdk.Player.IsBotAvatarSupported());
                var avatar = Wait<string>((ok, fail) => Sdk.Sdk.Player.GetBotAvatarAsync("bot-1", 64, ok, fail));
                Assert.AreEqual(avatar, Wait<string>((ok, fail) => Sdk.Sdk.Player.GetBotAvatarAsync("bot-1", 64, ok, fail)), "same name, same picture");
                Assert.AreEqual(ErrorCode.InvalidParam, Fails((ok, fail) => Sdk.Sdk.Player.GetBotAvatarAsync("bot-1", 0, v => ok(), fail)).Code);
            });
            Check("two concurrent PurchaseAsync complete on their own callbacks, then recovery and consume", () =>
            {
                var catalog = Wait<Product[]>(Sdk.Sdk.Iap.GetCatalogAsync);
                Assert.IsTrue(catalog.Length >= 1);
                Assert.IsTrue(catalog[0].PriceAmount > 0);
                relay.Control("setOutcome", "checkout", "buy", 2);
                var products = new[] { catalog[0].ProductId, catalog[catalog.Length - 1].ProductId };
                var bought = new Purchase[2];
                var count = 0;
                for (var i = 0; i < 2; i++)
                {
                    var index = i;
                    Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions(products[i]) { DeveloperPayload = "order-" + i }, p => { bought[index] = p; count++; }, error => { throw error; });
                }
                relay.PumpUntil(() => count == 2);
                Assert.AreEqual(products[0], bought[0].ProductId);
                Assert.AreEqual(products[1], bought[1].ProductId);
                Assert.AreNotEqual(bought[0].PurchaseToken, bought[1].PurchaseToken);
                Assert.IsTrue(bought[0].IsSandbox);
                var pending = Wait<Purchase[]>(Sdk.Sdk.Iap.GetPurchasesAsync).Select(p => p.PurchaseToken).ToList();
                Assert.IsTrue(pending.Contains(bought[0].PurchaseToken) && pending.Contains(bought[1].PurchaseToken));
                foreach (var purchase in bought) Wait((ok, fail) => Sdk.Sdk.Iap.ConsumePurchaseAsync(purchase.PurchaseToken, ok, fail));
                Wait((ok, fail) => Sdk.Sdk.Iap.ConsumePurchaseAsync(bought[0].PurchaseToken, ok, fail));
                Assert.AreEqual(0, Wait<Purchase[]>(Sdk.Sdk.Iap.GetPurchasesAsync).Length);
            });
            Check("RecoverPurchasesAsync recovers 60 pending purchases through the .jslib, leaving a failed consume pending", () =>
            {
                relay.Control("seedPurchases", 60);
                relay.Control("failNextConsume", 1);
                var tokens = new List<string>();
                var options = new RecoverPurchasesOptions(token => tokens.Contains(token), (purchase, claimed) =>
                {
                    Assert.AreEqual("verified", claimed);
                    tokens.Add(purchase.PurchaseToken);
                    Sdk.Sdk.Data.SetString("recovered", string.Join(",", tokens.ToArray()));
                })
                { Claim = (purchase, done, fail) => done("verified") };
                var report = Wait<RecoveryReport>((ok, fail) => Sdk.Sdk.Iap.RecoverPurchasesAsync(options, ok, fail));
                Assert.AreEqual(60, report.Granted.Length);
                Assert.AreEqual(59, report.Consumed.Length);
                Assert.AreEqual(1, report.Failed.Length);
                Assert.AreEqual(RecoveryStep.Consume, report.Failed[0].Step);
                var again = Wait<RecoveryReport>((ok, fail) => Sdk.Sdk.Iap.RecoverPurchasesAsync(options, ok, fail));
                Assert.AreEqual(0, again.Granted.Length);
                Assert.AreEqual(1, again.Consumed.Length);
                Assert.AreEqual(0, Wait<Purchase[]>(Sdk.Sdk.Iap.GetPurchasesAsync).Length);
            });
            Check("overlapping RecoverPurchasesAsync with a slow claim, and a purchase bought during one, grant each purchase once through the .jslib", () =>
            {
                relay.Control("seedPurchases", 3);
                var tokens = new List<string>();
                var grants = new List<string>();
                var unanswered = new List<Action>();
                var options = new RecoverPurchasesOptions(token => tokens.Contains(token), (purchase, claimed) =>
                {
                    grants.Add(purchase.PurchaseToken);
                    tokens.Add(purchase.PurchaseToken);
                    Sdk.Sdk.Data.SetString("overlap", string.Join(",", tokens.ToArray()));
                })
                { Claim = (purchase, done, fail) => unanswered.Add(() => done("verified")) };
                var reports = new List<RecoveryReport>();
                Action<SdkError> failed = error => { throw error; };
                Action answerAll = () =>
                {
                    while (reports.Count < 2)
                    {
                        relay.PumpUntil(() => unanswered.Count > 0 || reports.Count == 2);
                        if (unanswered.Count == 0) continue;
                        var answer = unanswered[0];
                        unanswered.RemoveAt(0);
                        answer();
                    }
                };
                Sdk.Sdk.Iap.RecoverPurchasesAsync(options, reports.Add, failed);
                Sdk.Sdk.Iap.RecoverPurchasesAsync(options, reports.Add, failed);
                answerAll();
                Assert.AreEqual(3, grants.Count);
                Assert.AreEqual(3, grants.Distinct().Count(), "each granted once: " + string.Join(",", grants.ToArray()));

                relay.Control("seedPurchases", 2);
                relay.Control("setOutcome", "checkout", "buy", 1);
                reports.Clear();
                Sdk.Sdk.Iap.RecoverPurchasesAsync(options, reports.Add, failed);
                relay.PumpUntil(() => unanswered.Count > 0); // the recovery waits on a claim
                var bought = Wait<Purchase>((ok, fail) => Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), ok, fail));
                Sdk.Sdk.Iap.RecoverPurchasesAsync(options, reports.Add, failed);
                answerAll();
                Assert.AreEqual(6, grants.Count);
                Assert.AreEqual(6, grants.Distinct().Count(), "each granted once: " + string.Join(",", grants.ToArray()));
                Assert.IsTrue(grants.Contains(bought.PurchaseToken));
                Assert.AreEqual(0, Wait<Purchase[]>(Sdk.Sdk.Iap.GetPurchasesAsync).Length);
            });
            Check("a closed checkout is ErrorCode.UserCancelled", () =>
            {
                relay.Control("setOutcome", "checkout", "close", 1);
                var error = Fails((ok, fail) => Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), p => ok(), fail));
                Assert.AreEqual(ErrorCode.UserCancelled, error.Code);
                Assert.AreEqual("IAP_PURCHASE_CANCELLED", error.RawCode);
                Assert.AreEqual("iap.purchaseAsync", error.Context);
            });
            Check("ads end in onError with NoFill and no afterAd; unsupported modules fail with FeatureNotSupported", () =>
            {
                var calls = new List<string>();
                Sdk.Sdk.Ads.ShowInterstitial(() => calls.Add("beforeAd"), () => calls.Add("afterAd"), e => calls.Add("onError:" + e.Code));
                Sdk.Sdk.Ads.ShowRewarded(() => calls.Add("beforeAd"), viewed => calls.Add("afterAd"), e => calls.Add("onError:" + e.Code));
                relay.PumpUntil(() => calls.Count >= 2);
                Assert.AreEqual("onError:NoFill,onError:NoFill", string.Join(",", calls.ToArray()));
                Assert.AreEqual(ErrorCode.FeatureNotSupported, Fails((ok, fail) => Sdk.Sdk.Leaderboard.SubmitScoreAsync("main", 1, null, e => ok(), fail)).Code);
                Assert.AreEqual(ErrorCode.FeatureNotSupported, Fails((ok, fail) => Sdk.Sdk.Stats.GetStatsAsync(null, s => ok(), fail)).Code);
                Assert.AreEqual(ErrorCode.FeatureNotSupported, Fails(Sdk.Sdk.Ads.ShowBannerAsync).Code);
                Sdk.Sdk.Game.GameplayStart();
                Sdk.Sdk.Game.GameplayStop();
                Sdk.Sdk.Analytics.LogEvent("level", "{\"n\":1}");
                Wait((ok, fail) => Sdk.Sdk.Haptics.TriggerAsync("light", ok, fail));
            });
            Check("referrals and image sharing", () =>
            {
                var list = Wait<ReferralList>(Sdk.Sdk.Referrals.ListAsync);
                Assert.IsNotNull(list.Referrals);
                Assert.AreEqual(3, list.SignedRequest.Split('.').Length);
                relay.Control("setOutcome", "share", "share", 2);
                Wait((ok, fail) => Sdk.Sdk.Referrals.ShareAsync(new ReferralShareOptions { Text = "Play with me", OnboardingSlug = "farm", Data = "{\"from\":\"unity\"}" }, ok, fail));
                Wait((ok, fail) => Sdk.Sdk.Context.ShareAsync(new ShareOptions("SHARE", "data:image/png;base64,iVBORw0KGgo=") { Data = "{\"level\":3}" }, ok, fail));
                Assert.AreEqual(ErrorCode.InvalidParam, Fails((ok, fail) => Sdk.Sdk.Context.ShareAsync(new ShareOptions("SHARE", "data:image/gif;base64,R0lGODlh"), ok, fail)).Code);
            });
            Check("platform events reach OnPause, OnResume and OnExitRequested", () =>
            {
                var events = new List<string>();
                Sdk.Sdk.OnPause += () => events.Add("pause");
                Sdk.Sdk.OnResume += () => events.Add("resume");
                Sdk.Sdk.OnExitRequested += () => events.Add("exit");
                relay.Control("fire", "pause");
                relay.Control("fire", "resume");
                relay.Control("fire", "exitRequested");
                relay.PumpUntil(() => events.Count == 3);
                Assert.AreEqual("pause,resume,exit", string.Join(",", events.ToArray()));
            });
        }

        private void Guest()
        {
            Check("guest: after a refused deep value, later saves of the session succeed and are what the platform holds", () =>
            {
                // 63 levels: what the SDK once took and the platform then refused on every later save.
                var deep = "1";
                for (var i = 0; i < 63; i++) deep = "[" + deep + "]";
                var error = Fails((ok, fail) => Sdk.Sdk.Player.SetDataAsync(new PlayerData().Set("deep", deep), ok, fail));
                Assert.AreEqual(ErrorCode.InvalidParam, error.Code);
                Assert.AreEqual("data.deep nests deeper than 32 levels", error.Message);
                Assert.IsTrue(Wait<bool>((ok, fail) => Sdk.Sdk.Data.SetStringAsync("afterDeep", "5", ok, fail)));
                Wait((ok, fail) => Sdk.Sdk.Player.SetDataAsync(new PlayerData().Set("coinsAfterDeep", "7"), ok, fail));
                // What the platform holds is what a reload loads.
                var stored = (JsonObject)((JsonObject)relay.Control("getPlayerData"))["data"];
                Assert.IsFalse(stored.ContainsKey("deep"), "the refused value is not stored");
                Assert.AreEqual("5", (string)stored["afterDeep"]);
                Assert.AreEqual(7, (int)stored["coinsAfterDeep"]);
            });
            Check("guest: notifications fail with PlayerNotAuthenticated, no subscriptions", () =>
            {
                Assert.IsFalse(Sdk.Sdk.Auth.IsAuthenticated());
                Assert.AreEqual("lite", Sdk.Sdk.Player.GetMode());
                var error = Fails((ok, fail) => Sdk.Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "Crops", "Come back", 1), n => ok(), fail));
                Assert.AreEqual(ErrorCode.PlayerNotAuthenticated, error.Code);
                Assert.AreEqual(ErrorCode.PlayerNotAuthenticated, Fails(Sdk.Sdk.Notifications.CancelAllAsync).Code);
                Assert.AreEqual(0, Wait<Subscription[]>(Sdk.Sdk.Iap.GetSubscriptionsAsync).Length);
            });
            Check("guest: the registration prompt validates, shows, logs in and closes through onClose", () =>
            {
                var errors = new List<SdkError>();
                Assert.IsNull(Sdk.Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("{{registrationCode}} and {{registrationCode}}"), c => { }, errors.Add));
                Assert.AreEqual(ErrorCode.InvalidParam, errors.Single().Code);
                RegistrationPromptCloseResult closed = null;
                relay.Control("setOutcome", "registration", "register", 1);
                var prompt = Sdk.Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("Text {{registrationCode}} to keep your farm") { Data = "{\"from\":\"unity\"}" }, c => closed = c, errors.Add);
                Assert.IsNotNull(prompt);
                Assert.AreEqual(1, errors.Count);
                Wait(prompt.Login);
                relay.PumpUntil(() => closed != null);
                Assert.IsTrue(closed.Registered, "onClose says the player registered");
                // As on the web: a login on the prompt after it closed resolves (the .jslib keeps it and asks the platform).
                Wait(prompt.Login);
            });
        }

        private void Registered()
        {
            Check("registered: notifications schedule, reject a 120-character body, cancel", () =>
            {
                Assert.IsTrue(Sdk.Sdk.Auth.IsAuthenticated());
                var scheduled = Wait<ScheduledNotification>((ok, fail) => Sdk.Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "Crops", "Come back", 1) { ImageAssetId = "farm-day-1", Data = "{\"day\":1}" }, ok, fail));
                Assert.AreEqual("day-1", scheduled.Id);
                Assert.AreEqual(1, scheduled.ScheduledInDays);
                var tooLong = Fails((ok, fail) => Sdk.Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-2", "Crops", new string('b', 120), 2), n => ok(), fail));
                Assert.AreEqual(ErrorCode.InvalidParam, tooLong.Code);
                Assert.AreEqual("body must be at most 100 characters, got 120", tooLong.Message);
                Wait((ok, fail) => Sdk.Sdk.Notifications.CancelAsync("day-1", ok, fail));
                Wait(Sdk.Sdk.Notifications.CancelAllAsync);
            });
            Check("registered: subscriptions with their terms from the game's catalog file, a closed subscription checkout comes back cancelled", () =>
            {
                var plans = Wait<Subscription[]>(Sdk.Sdk.Iap.GetSubscriptionsAsync);
                // The plan the game's catalog file declares, with the terms a game shows before offering it.
                var orchard = plans.First(plan => plan.ProductId == "orchard_yearly");
                Assert.AreEqual("Orchard pass", orchard.Title);
                Assert.AreEqual("Every fruit tree, all year", orchard.Description);
                Assert.AreEqual("€19.99", orchard.Price);
                Assert.AreEqual(19.99, orchard.PriceAmount);
                Assert.AreEqual("EUR", orchard.PriceCurrencyCode);
                Assert.AreEqual("year", orchard.BillingPeriod);
                Assert.AreEqual(14, orchard.TrialDays);
                Assert.IsTrue(orchard.TrialEligible);
                var offer = plans.First(plan => !plan.IsActive);
                relay.Control("setOutcome", "checkout", "close", 1);
                var closed = Wait<Subscription>((ok, fail) => Sdk.Sdk.Iap.SubscribeAsync(new PurchaseOptions(offer.ProductId), ok, fail));
                Assert.AreEqual("cancelled", closed.Status);
                relay.Control("setOutcome", "checkout", "buy", 1);
                var held = Wait<Subscription>((ok, fail) => Sdk.Sdk.Iap.SubscribeAsync(new PurchaseOptions(offer.ProductId), ok, fail));
                Assert.IsTrue(held.IsActive);
                Assert.AreEqual("active", held.Status);
                Assert.AreEqual(3, held.SignedRequest.Split('.').Length);
            });
            Check("registered: the registration prompt calls onError with InvalidOperation", () =>
            {
                SdkError error = null;
                Assert.IsNull(Sdk.Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("Text {{registrationCode}}"), c => { }, e => error = e));
                Assert.AreEqual(ErrorCode.InvalidOperation, error.Code);
                var player = Wait<Player>(Sdk.Sdk.Auth.SignInAsync);
                Assert.IsTrue(player.IsRegistered);
            });
        }
    }
}
