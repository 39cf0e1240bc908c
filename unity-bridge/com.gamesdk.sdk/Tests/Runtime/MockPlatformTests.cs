using System.Collections.Generic;
using System.Linq;
using NUnit.Framework;
using Sdk.Internal;
using Sdk.Mocks;

namespace Sdk.Tests
{
    /// <summary>The Play Mode mocks follow the partner platform: its capability profile, its rules and the switches a game must handle.</summary>
    [TestFixture]
    public sealed class MockPlatformTests
    {
        [Test]
        public void CallsBeforeInitializationFailWithNotInitialized()
        {
            Frames.UseMocks();
            Assert.IsFalse(Sdk.IsInitialized());
            Assert.IsFalse(Sdk.Iap.IsSupported(), "isSupported is false before initialisation");
            Assert.IsFalse(Sdk.Iap.IsSubscriptionSupported(), "a capability check answers false before initialisation, as the core's runtime.supports");
            var error = Assert.Throws<SdkError>(() => Sdk.Data.GetString("save"));
            Assert.AreEqual(ErrorCode.NotInitialized, error.Code);
            Assert.AreEqual("data.getString", error.Context);
            Assert.AreEqual(ErrorCode.NotInitialized, Assert.Throws<SdkError>(() => Sdk.SetLoadingProgress(10)).Code);
            Assert.AreEqual(ErrorCode.NotInitialized, Assert.Throws<SdkError>(() => Sdk.Game.GameplayStart()).Code, "a quiet operation too");
            Assert.AreEqual(ErrorCode.NotInitialized, Assert.Throws<SdkError>(() => Sdk.Player.IsBotAvatarSupported()).Code, "a constant answer too");
        }

        [Test]
        public void QuietOperationsAreAcceptedAndDroppedOnceInitialised()
        {
            using (var frames = Frames.Start())
            {
                Sdk.Game.GameplayStart();
                Sdk.Analytics.LogEvent("level_won", "{\"stars\":3}");
                var haptics = new Outcome<bool>();
                Sdk.Haptics.TriggerAsync("light", () => haptics.Success(true), haptics.Failure);
                frames.Pump();
                Assert.IsTrue(haptics.Value);
                Assert.IsTrue(Sdk.Player.IsBotAvatarSupported());
            }
        }

        [Test]
        public void AnOperationTheProfileLacksFailsWithFeatureNotSupportedAtOnce()
        {
            using (Frames.Start())
            {
                var error = Assert.Throws<SdkError>(() => Bridge.CallSync<string>("player.getNickname", null));
                Assert.AreEqual(ErrorCode.FeatureNotSupported, error.Code);
                Assert.AreEqual("player.getNickname is not an operation of this SDK", error.Message);
                Assert.AreEqual("player.getNickname", error.Context);
            }
        }

        [Test]
        public void FailNextReachesInitializationToo()
        {
            using (var frames = Frames.Install())
            {
                MockPlatform.FailNext("initializeAsync", ErrorCode.InitializationError);
                var first = new Outcome<bool>();
                var second = new Outcome<bool>();
                Sdk.InitializeAsync(() => first.Success(true), first.Failure);
                frames.Pump();
                Assert.AreEqual(ErrorCode.InitializationError, first.Error.Code);
                Assert.AreEqual("Sdk.initializeAsync", first.Error.Context);
                Assert.IsFalse(Sdk.IsInitialized());
                Sdk.InitializeAsync(() => second.Success(true), second.Failure);
                frames.Pump();
                Assert.IsTrue(second.Value);
                Assert.IsTrue(Sdk.IsInitialized());
                Assert.Throws<System.ArgumentException>(() => MockPlatform.FailNext("iap.getPurchases", ErrorCode.NetworkFailure)); // misspelt: it would never fail
                Assert.Throws<System.ArgumentException>(() => MockPlatform.FailNext("iap.isSubscriptionSupported", ErrorCode.NetworkFailure)); // a capability check never fails
            }
        }

        [Test]
        public void FollowsThePartnerCapabilityProfileNotEverythingSupported()
        {
            using (Frames.Start())
            {
                Assert.IsTrue(Sdk.Data.IsSupported());
                Assert.IsTrue(Sdk.Player.IsSupported());
                Assert.IsTrue(Sdk.Auth.IsSupported());
                Assert.IsTrue(Sdk.Notifications.IsSupported());
                Assert.IsTrue(Sdk.Iap.IsSupported());
                Assert.IsTrue(Sdk.Iap.IsSubscriptionSupported());
                Assert.IsTrue(Sdk.Session.IsSupported());
                Assert.IsTrue(Sdk.Referrals.IsSupported());
                Assert.IsFalse(Sdk.Context.IsSupported(), "false, yet sharing works");
                Assert.IsFalse(Sdk.Ads.IsSupported());
                Assert.IsFalse(Sdk.Ads.IsBannerSupported());
                Assert.IsFalse(Sdk.Leaderboard.IsSupported());
                Assert.IsFalse(Sdk.Achievements.IsSupported());
                Assert.IsFalse(Sdk.Tournament.IsSupported());
                Assert.IsFalse(Sdk.Stats.IsSupported());
                Assert.IsFalse(Sdk.Friends.IsSupported());
                Assert.IsFalse(Sdk.Reviews.IsSupported());
                Assert.IsFalse(Sdk.RemoteConfig.IsSupported());
                Assert.IsFalse(Sdk.Analytics.IsSupported());
                Assert.IsFalse(Sdk.Haptics.IsSupported());
                Assert.AreEqual(Platform.Partner, Sdk.Session.GetPlatform());
                Assert.IsTrue(Sdk.Session.IsAudioEnabled());
            }
        }

        [Test]
        public void UnsupportedModulesFailWithFeatureNotSupported()
        {
            using (var frames = Frames.Start())
            {
                var leaderboard = new Outcome<LeaderboardEntry>();
                var achievement = new Outcome<bool>();
                var banner = new Outcome<bool>();
                var invite = new Outcome<string>();
                Sdk.Leaderboard.SubmitScoreAsync("main", 10, null, leaderboard.Success, leaderboard.Failure);
                Sdk.Achievements.UnlockAsync("first-win", () => achievement.Success(true), achievement.Failure);
                Sdk.Ads.ShowBannerAsync(() => banner.Success(true), banner.Failure);
                Sdk.Game.InviteLink(null, invite.Success, invite.Failure);
                frames.Pump();
                Assert.AreEqual(ErrorCode.FeatureNotSupported, leaderboard.Error.Code);
                Assert.AreEqual("leaderboard.submitScoreAsync", leaderboard.Error.Context);
                Assert.AreEqual(ErrorCode.FeatureNotSupported, achievement.Error.Code);
                Assert.AreEqual(ErrorCode.FeatureNotSupported, banner.Error.Code);
                Assert.AreEqual(ErrorCode.FeatureNotSupported, invite.Error.Code);
            }
        }

        [Test]
        public void The211NameOfInviteLinkStillWorks()
        {
            using (var frames = Frames.Start())
            {
                var invite = new Outcome<string>();
#pragma warning disable 0618 // the obsolete 2.11.0 name, kept so existing games compile
                Sdk.Game.InviteLinkAsync(null, invite.Success, invite.Failure);
#pragma warning restore 0618
                frames.Pump();
                Assert.AreEqual(ErrorCode.FeatureNotSupported, invite.Error.Code);
                Assert.AreEqual("game.inviteLink", invite.Error.Context);
            }
        }

        [Test]
        public void AdsEndInOnErrorWithNoFillAndNoAfterAd()
        {
            using (var frames = Frames.Start())
            {
                var calls = new List<string>();
                Sdk.Ads.ShowInterstitial(() => calls.Add("beforeAd"), () => calls.Add("afterAd"), error => calls.Add("onError:" + error.Code));
                Sdk.Ads.ShowRewarded(() => calls.Add("beforeAd"), viewed => calls.Add("afterAd"), error => calls.Add("onError:" + error.Code));
                frames.Pump();
                CollectionEqual(new[] { "onError:NoFill", "onError:NoFill" }, calls);
                Assert.AreEqual(frames.PendingAtStart, Bridge.PendingCount, "the beforeAd slot is released");
            }
        }

        [Test]
        public void TheNoFillSwitchOffSimulatesAFilledAd()
        {
            using (var frames = Frames.Start())
            {
                MockPlatform.NoFill = false;
                var calls = new List<string>();
                Sdk.Ads.ShowRewarded(() => calls.Add("beforeAd"), viewed => calls.Add("afterAd:" + viewed), error => calls.Add("onError"));
                frames.Pump();
                CollectionEqual(new[] { "beforeAd", "afterAd:True" }, calls);
            }
        }

        [Test]
        public void ACancelledCheckoutFailsWithUserCancelledAndSubscriptionsComeBackCancelled()
        {
            using (var frames = Frames.Start(registered: true))
            {
                MockPlatform.CancelCheckout = true;
                var purchase = new Outcome<Purchase>();
                var subscription = new Outcome<Subscription>();
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), purchase.Success, purchase.Failure);
                Sdk.Iap.SubscribeAsync(new PurchaseOptions("club_monthly"), subscription.Success, subscription.Failure);
                frames.Pump();
                Assert.AreEqual(ErrorCode.UserCancelled, purchase.Error.Code);
                Assert.AreEqual("iap.purchaseAsync", purchase.Error.Context);
                Assert.AreEqual("cancelled", subscription.Value.Status);
                Assert.IsFalse(subscription.Value.IsActive);
                Assert.AreEqual("", subscription.Value.SignedRequest);
                Assert.AreEqual(0, MockPlatform.PendingPurchases.Count);
            }
        }

        [Test]
        public void PurchasesNeedStartGameAndAreRecoveredFiftyAtATime()
        {
            using (var frames = Frames.Start(startGame: false))
            {
                var early = new Outcome<Purchase>();
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), early.Success, early.Failure);
                frames.Pump();
                Assert.AreEqual(ErrorCode.InvalidOperation, early.Error.Code);
                for (var i = 0; i < 60; i++) MockPlatform.PendingPurchases.Add(new Purchase("gems_100", "seed-" + i, "s", true, "2026-01-01T00:00:00Z"));
                var round = new Outcome<Purchase[]>();
                Sdk.Iap.GetPurchasesAsync(round.Success, round.Failure);
                frames.Pump();
                Assert.AreEqual(50, round.Value.Length);
                foreach (var purchase in round.Value) Sdk.Iap.ConsumePurchaseAsync(purchase.PurchaseToken, () => { }, error => Assert.Fail(error.ToString()));
                Sdk.Iap.ConsumePurchaseAsync("seed-0", () => { }, error => Assert.Fail("consuming twice is safe: " + error));
                frames.Pump();
                Sdk.Iap.GetPurchasesAsync(round.Success, round.Failure);
                frames.Pump();
                Assert.AreEqual(10, round.Value.Length);
                Assert.AreEqual("seed-50", round.Value[0].PurchaseToken);
            }
        }

        [Test]
        public void RecoverPurchasesGrantsAndConsumes120PurchasesExactlyOnce()
        {
            using (var frames = Frames.Start())
            {
                for (var i = 0; i < 120; i++) MockPlatform.PendingPurchases.Add(new Purchase("gems_100", "t" + i, "signed-" + i, true, "2026-01-01T00:00:00Z"));
                var tokens = new List<string>();
                var grantedProducts = new List<string>();
                MockPlatform.FailNext("iap.consumePurchaseAsync", ErrorCode.NetworkFailure);
                var options = new RecoverPurchasesOptions(
                    token => tokens.Contains(token),
                    (purchase, claimed) =>
                    {
                        grantedProducts.Add(claimed);
                        tokens.Add(purchase.PurchaseToken);
                        Sdk.Data.SetString("save", string.Join(",", tokens.ToArray()));
                    })
                {
                    // The backend verifies each purchase; t1's token is refused, so t1 stays pending, neither granted nor consumed.
                    Claim = (purchase, done, fail) =>
                    {
                        if (purchase.PurchaseToken == "t1") fail(new SdkError(ErrorCode.OperationFailed, "invalid_signature", "claim"));
                        else done("verified:" + purchase.ProductId);
                    },
                };
                var recovered = new Outcome<RecoveryReport>();
                Sdk.Iap.RecoverPurchasesAsync(options, recovered.Success, recovered.Failure);
                frames.Pump();
                Assert.AreEqual(1, recovered.Calls);
                var report = recovered.Value;
                Assert.AreEqual(119, report.Granted.Length);
                Assert.AreEqual(118, report.Consumed.Length);
                Assert.AreEqual(2, report.Failed.Length);
                Assert.AreEqual(RecoveryStep.Consume, report.Failed[0].Step);
                Assert.AreEqual("t0", report.Failed[0].Purchase.PurchaseToken);
                Assert.AreEqual(RecoveryStep.Claim, report.Failed[1].Step);
                Assert.AreEqual("t1", report.Failed[1].Purchase.PurchaseToken);
                Assert.IsTrue(grantedProducts.TrueForAll(product => product == "verified:gems_100"));
                Assert.AreEqual(2, MockPlatform.PendingPurchases.Count);

                // The next launch: t0 is in the save and only consumed; t1 is claimed again.
                var again = new Outcome<RecoveryReport>();
                options.Claim = (purchase, done, fail) => done("verified:" + purchase.ProductId);
                Sdk.Iap.RecoverPurchasesAsync(options, again.Success, again.Failure);
                frames.Pump();
                Assert.AreEqual(1, again.Value.Granted.Length);
                Assert.AreEqual("t1", again.Value.Granted[0].PurchaseToken);
                Assert.AreEqual(2, again.Value.Consumed.Length);
                Assert.AreEqual(120, tokens.Count);
                Assert.AreEqual(0, MockPlatform.PendingPurchases.Count);
            }
        }

        // The game's side of the single-flight tests: a save of tokens, and a backend whose claims
        // answer only when the test releases them (a slow backend).
        private sealed class SlowBackendGame
        {
            internal readonly List<string> Tokens = new List<string>();
            internal readonly List<string> Grants = new List<string>();
            internal readonly List<System.Action> Unanswered = new List<System.Action>();
            internal RecoverPurchasesOptions Options()
            {
                return new RecoverPurchasesOptions(
                    token => Tokens.Contains(token),
                    (purchase, claimed) =>
                    {
                        Assert.AreEqual("verified:" + purchase.PurchaseToken, claimed);
                        Grants.Add(purchase.PurchaseToken);
                        Tokens.Add(purchase.PurchaseToken);
                        Sdk.Data.SetString("save", string.Join(",", Tokens.ToArray()));
                    })
                {
                    Claim = (purchase, done, fail) => Unanswered.Add(() => done("verified:" + purchase.PurchaseToken)),
                };
            }

            /// <summary>Answers the claims, delivering results in between, until none is waiting.</summary>
            internal void AnswerAll(Frames frames)
            {
                frames.Pump();
                while (Unanswered.Count > 0)
                {
                    var answer = Unanswered[0];
                    Unanswered.RemoveAt(0);
                    answer();
                    frames.Pump();
                }
            }
        }

        [Test]
        public void TwoOverlappingRecoveriesWithASlowClaimGrantEachPurchaseOnce()
        {
            using (var frames = Frames.Start())
            {
                for (var i = 0; i < 3; i++) MockPlatform.PendingPurchases.Add(new Purchase("gems_100", "t" + i, "signed-" + i, true, "2026-01-01T00:00:00Z"));
                var game = new SlowBackendGame();
                var first = new Outcome<RecoveryReport>();
                var second = new Outcome<RecoveryReport>();
                Sdk.Iap.RecoverPurchasesAsync(game.Options(), first.Success, first.Failure);
                Sdk.Iap.RecoverPurchasesAsync(game.Options(), second.Success, second.Failure);
                game.AnswerAll(frames);
                Assert.AreEqual("t0,t1,t2", string.Join(",", game.Grants.ToArray()));
                Assert.AreEqual(3, first.Value.Granted.Length);
                Assert.AreEqual(0, second.Value.Granted.Length, "the second ran after the first, on the state it left");
                Assert.AreEqual(1, second.Value.Rounds);
                Assert.AreEqual(0, MockPlatform.PendingPurchases.Count);
            }
        }

        [Test]
        public void APurchaseBoughtDuringARecoveryAndGrantedThroughTheHelperIsGrantedOnce()
        {
            using (var frames = Frames.Start())
            {
                for (var i = 0; i < 3; i++) MockPlatform.PendingPurchases.Add(new Purchase("gems_100", "t" + i, "signed-" + i, true, "2026-01-01T00:00:00Z"));
                var game = new SlowBackendGame();
                var startUp = new Outcome<RecoveryReport>();
                Sdk.Iap.RecoverPurchasesAsync(game.Options(), startUp.Success, startUp.Failure);
                frames.Pump(); // the start-up recovery now waits on t0's claim
                var bought = new Outcome<Purchase>();
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), bought.Success, bought.Failure);
                frames.Pump();
                Assert.IsNotNull(bought.Value, "bought while the recovery runs");
                var afterPurchase = new Outcome<RecoveryReport>();
                Sdk.Iap.RecoverPurchasesAsync(game.Options(), afterPurchase.Success, afterPurchase.Failure);
                game.AnswerAll(frames);
                Assert.AreEqual(4, game.Grants.Count);
                Assert.AreEqual(4, game.Grants.Distinct().Count(), "each granted once: " + string.Join(",", game.Grants.ToArray()));
                Assert.IsTrue(game.Grants.Contains(bought.Value.PurchaseToken));
                Assert.AreEqual(4, startUp.Value.Granted.Length + afterPurchase.Value.Granted.Length);
                Assert.AreEqual(0, MockPlatform.PendingPurchases.Count);
            }
        }

        [Test]
        public void ClaimAsyncHandsTheTasksAnswerToGrantAndAFaultedTaskLeavesThePurchasePending()
        {
            using (var frames = Frames.Start())
            {
                MockPlatform.PendingPurchases.Add(new Purchase("gems_100", "ok", "signed-ok", true, "2026-01-01T00:00:00Z"));
                MockPlatform.PendingPurchases.Add(new Purchase("gems_100", "refused", "signed-refused", true, "2026-01-01T00:00:00Z"));
                var answers = new Dictionary<string, System.Threading.Tasks.TaskCompletionSource<string>>();
                var granted = new List<string>();
                var tokens = new List<string>();
                var options = new RecoverPurchasesOptions(token => tokens.Contains(token), (purchase, claimed) =>
                {
                    granted.Add(claimed);
                    tokens.Add(purchase.PurchaseToken);
                    Sdk.Data.SetString("save", string.Join(",", tokens.ToArray()));
                })
                {
                    ClaimAsync = purchase =>
                    {
                        var answer = new System.Threading.Tasks.TaskCompletionSource<string>();
                        answers[purchase.PurchaseToken] = answer;
                        return answer.Task;
                    },
                };
                var outcome = new Outcome<RecoveryReport>();
                Sdk.Iap.RecoverPurchasesAsync(options, outcome.Success, outcome.Failure);
                frames.Pump();
                answers["ok"].SetResult("{\"productId\":\"seeds_pack\"}");
                frames.Pump();
                answers["refused"].SetException(new SdkError(ErrorCode.OperationFailed, "invalid_signature", "claim"));
                frames.Pump();
                Assert.AreEqual("{\"productId\":\"seeds_pack\"}", string.Join("|", granted.ToArray()));
                Assert.AreEqual(1, outcome.Value.Failed.Length);
                Assert.AreEqual(RecoveryStep.Claim, outcome.Value.Failed[0].Step);
                Assert.AreEqual("invalid_signature", outcome.Value.Failed[0].Error.Message);
                Assert.AreEqual(1, MockPlatform.PendingPurchases.Count);

                var both = new Outcome<RecoveryReport>();
                options.Claim = (purchase, done, fail) => done("");
                Sdk.Iap.RecoverPurchasesAsync(options, both.Success, both.Failure);
                Assert.AreEqual(ErrorCode.InvalidParam, both.Error.Code);
                Assert.AreEqual("set Claim or ClaimAsync, not both", both.Error.Message);
            }
        }

        [Test]
        public void RecoverPurchasesRefusesMissingFunctions()
        {
            using (var frames = Frames.Start())
            {
                var outcome = new Outcome<RecoveryReport>();
                Sdk.Iap.RecoverPurchasesAsync(new RecoverPurchasesOptions(token => false, null), outcome.Success, outcome.Failure);
                Assert.AreEqual(ErrorCode.InvalidParam, outcome.Error.Code);
                Assert.AreEqual("Grant must be a function", outcome.Error.Message);
            }
        }

        [Test]
        public void ARegisteredPlayersPlansComeWithTheTermsAGameShows()
        {
            using (var frames = Frames.Start(registered: true))
            {
                var plans = new Outcome<Subscription[]>();
                Sdk.Iap.GetSubscriptionsAsync(plans.Success, plans.Failure);
                frames.Pump();
                var club = plans.Value.Single();
                Assert.AreEqual("club_monthly", club.ProductId);
                Assert.AreEqual("Farm club", club.Title);
                Assert.AreEqual("$2.99", club.Price);
                Assert.AreEqual(2.99, club.PriceAmount);
                Assert.AreEqual("USD", club.PriceCurrencyCode);
                Assert.AreEqual("month", club.BillingPeriod);
                Assert.AreEqual(7, club.TrialDays);
                Assert.IsTrue(club.TrialEligible);
                Assert.AreEqual("inactive", club.Status);
                var held = new Outcome<Subscription>();
                Sdk.Iap.SubscribeAsync(new PurchaseOptions("club_monthly"), held.Success, held.Failure);
                frames.Pump();
                Assert.AreEqual("active", held.Value.Status);
                Assert.AreEqual("$2.99", held.Value.Price, "the held plan keeps its terms");
                Assert.IsFalse(held.Value.TrialEligible, "the trial is used");
            }
        }

        [Test]
        public void GuestsGetNoSubscriptionsAndNoNotifications()
        {
            using (var frames = Frames.Start(registered: false))
            {
                var plans = new Outcome<Subscription[]>();
                var scheduled = new Outcome<ScheduledNotification>();
                var cancelAll = new Outcome<bool>();
                Sdk.Iap.GetSubscriptionsAsync(plans.Success, plans.Failure);
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "Crops", "Harvest", 1), scheduled.Success, scheduled.Failure);
                Sdk.Notifications.CancelAllAsync(() => cancelAll.Success(true), cancelAll.Failure);
                frames.Pump();
                Assert.AreEqual(0, plans.Value.Length);
                Assert.AreEqual(ErrorCode.PlayerNotAuthenticated, scheduled.Error.Code);
                Assert.AreEqual(ErrorCode.PlayerNotAuthenticated, cancelAll.Error.Code);
                Assert.AreEqual("guest", Sdk.Player.GetMode() == "lite" ? "guest" : "registered");
            }
        }

        [Test]
        public void ARegisteredPlayerSchedulesAndTheSameIdReplaces()
        {
            using (var frames = Frames.Start(registered: true))
            {
                var first = new Outcome<ScheduledNotification>();
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "Crops", "Harvest", 1) { ImageAssetId = "farm" }, first.Success, first.Failure);
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "Crops", "Harvest now", 2) { ImageAssetId = "farm" }, first.Success, first.Failure);
                frames.Pump();
                Assert.AreEqual(2, first.Value.ScheduledInDays);
                Assert.AreEqual(1, MockPlatform.ScheduledNotifications.Count);
                Assert.AreEqual("Harvest now", MockPlatform.ScheduledNotifications["day-1"].Body);
                Assert.AreEqual("authorized", Sdk.Player.GetMode());
            }
        }

        [Test]
        public void A120CharacterNotificationBodyFailsInTheEditorAsOnThePlatform()
        {
            using (var frames = Frames.Start(registered: true))
            {
                var outcome = new Outcome<ScheduledNotification>();
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "Crops", Text.Repeat('b', 120), 1), outcome.Success, outcome.Failure);
                frames.Pump();
                Assert.AreEqual(ErrorCode.InvalidParam, outcome.Error.Code);
                Assert.AreEqual("body must be at most 100 characters, got 120", outcome.Error.Message);
                Assert.AreEqual("notifications.scheduleAsync", outcome.Error.Context);
                Assert.AreEqual(0, MockPlatform.ScheduledNotifications.Count);
            }
        }

        [Test]
        public void NotificationRulesCountCharactersAsTheCoreDoes()
        {
            using (var frames = Frames.Start(registered: true))
            {
                var emoji = new Outcome<ScheduledNotification>();
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("e", "t", string.Concat(Enumerable.Repeat("🌽", 100)), 1), emoji.Success, emoji.Failure);
                var both = new Outcome<ScheduledNotification>();
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("b", "t", "b", 1) { ImageAssetId = "farm", ImageDataUrl = "data:image/png;base64,iVBORw0KGgo=" }, both.Success, both.Failure);
                var gif = new Outcome<ScheduledNotification>();
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("g", "t", "b", 1) { ImageDataUrl = "data:image/gif;base64,R0lGODlh" }, gif.Success, gif.Failure);
                var payload = new Outcome<ScheduledNotification>();
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("p", "t", "b", 1) { Data = "[1,2]" }, payload.Success, payload.Failure);
                var late = new Outcome<ScheduledNotification>();
                Sdk.Notifications.ScheduleAsync(new NotificationOptions("l", "t", "b", 8), late.Success, late.Failure);
                frames.Pump();
                Assert.IsNull(emoji.Error, "100 emoji are 100 characters");
                Assert.AreEqual("give imageAssetId or imageDataUrl, never both", both.Error.Message);
                Assert.AreEqual(ErrorCode.InvalidParam, gif.Error.Code);
                Assert.AreEqual("scheduledInDays must be a whole number from 0 to 7, got 8", late.Error.Message);
                Assert.AreEqual("data must be a plain object", payload.Error.Message);
            }
        }

        [Test]
        public void TheRegistrationPromptValidatesThenClosesThroughOnClose()
        {
            using (var frames = Frames.Start(registered: false))
            {
                var errors = new List<SdkError>();
                Assert.IsNull(Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("Register now"), closed => Assert.Fail("no prompt"), errors.Add));
                Assert.IsNull(Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("{{registrationCode}}" + Text.Repeat('x', 121)), closed => Assert.Fail("no prompt"), errors.Add));
                Assert.AreEqual(2, errors.Count);
                Assert.IsTrue(errors.All(e => e.Code == ErrorCode.InvalidParam && e.Context == "auth.showRegistrationPrompt"));
                Assert.AreEqual("message must be at most 140 characters, got 141", errors[1].Message);
                RegistrationPromptCloseResult closedWith = null;
                var prompt = Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("Text {{registrationCode}} to keep your farm") { Data = "{\"from\":\"menu\"}" }, closed => closedWith = closed, errors.Add);
                Assert.IsNotNull(prompt);
                Assert.AreEqual(1, MockPlatform.PromptsShown);
                var login = new Outcome<bool>();
                prompt.Login(() => login.Success(true), login.Failure);
                frames.Pump();
                Assert.IsTrue(login.Value);
                Assert.IsTrue(closedWith.Registered);
                Assert.IsTrue(Sdk.Auth.IsAuthenticated());
                Assert.IsNull(Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("Text {{registrationCode}}"), closed => { }, errors.Add));
                Assert.AreEqual(ErrorCode.InvalidOperation, errors.Last().Code);
                Assert.AreEqual(frames.PendingAtStart, Bridge.PendingCount);
            }
        }

        [Test]
        public void ADismissedPromptClosesWithoutRegisteringAndALoginOnItChangesNothing()
        {
            using (var frames = Frames.Start(registered: false))
            {
                RegistrationPromptCloseResult closedWith = null;
                var prompt = Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("Text {{registrationCode}}"), closed => closedWith = closed, error => Assert.Fail(error.ToString()));
                MockPlatform.DismissPrompt();
                Assert.IsFalse(closedWith.Registered);
                Assert.IsFalse(Sdk.Auth.IsAuthenticated());
                // As on the mock platform: a login on a prompt that has closed resolves and registers no one.
                var login = new Outcome<bool>();
                prompt.Login(() => login.Success(true), login.Failure);
                frames.Pump();
                Assert.IsTrue(login.Value);
                Assert.IsFalse(Sdk.Auth.IsAuthenticated());
                Assert.IsFalse(MockPlatform.Registered);
            }
        }

        [Test]
        public void DataFollowsTheCoreLimitAndKeepsFalsyStrings()
        {
            using (var frames = Frames.Start())
            {
                Sdk.Data.SetString("empty", "");
                Assert.AreEqual("", Sdk.Data.GetString("empty"));
                Assert.IsNull(Sdk.Data.GetString("missing"));
                Sdk.Data.SetString("quote", "say \"hi\"\n");
                Assert.AreEqual("say \"hi\"\n", Sdk.Data.GetString("quote"));
                var big = new Outcome<bool>();
                Sdk.Data.SetStringAsync("save", Text.Repeat('x', 1000000), big.Success, big.Failure);
                var tooMuch = new Outcome<bool>();
                Sdk.Player.SetDataAsync(new PlayerData().Set("blob", "\"" + Text.Repeat('x', 1000000) + "\""), () => tooMuch.Success(true), tooMuch.Failure);
                frames.Pump();
                Assert.IsFalse(big.Value);
                Assert.AreEqual(ErrorCode.DataLimitExceeded, tooMuch.Error.Code);
                Assert.IsNull(Sdk.Data.GetString("save"));
                Assert.IsTrue(Sdk.Data.GetUsage().UsedBytes < 100);
                Assert.AreEqual(1000000L, Sdk.Data.GetUsage().LimitBytes);
                Assert.AreEqual(ErrorCode.InvalidParam, Assert.Throws<SdkError>(() => Sdk.Data.SetString(" ", "v")).Code);
                Sdk.Player.SetDataAsync(new PlayerData().Set("coins", "120"), () => { }, error => Assert.Fail(error.ToString()));
                frames.Pump();
                Assert.AreEqual("120", Sdk.Data.GetString("coins"), "a non-string value reads back as its JSON text");
            }
        }

        [Test]
        public void EventsReachTheGameAndFaultsCanBeInjected()
        {
            using (var frames = Frames.Start())
            {
                var events = new List<string>();
                System.Action exit = () => events.Add("exit");
                System.Action pause = () => events.Add("pause");
                System.Action resume = () => events.Add("resume");
                Sdk.OnExitRequested += exit;
                Sdk.OnPause += pause;
                Sdk.OnResume += resume;
                try
                {
                    MockPlatform.RaisePause();
                    MockPlatform.RaiseResume();
                    MockPlatform.RaiseExitRequested();
                }
                finally
                {
                    Sdk.OnExitRequested -= exit;
                    Sdk.OnPause -= pause;
                    Sdk.OnResume -= resume;
                }
                CollectionEqual(new[] { "pause", "resume", "exit" }, events);
                MockPlatform.FailNext("iap.getPurchasesAsync", ErrorCode.NetworkFailure);
                var failed = new Outcome<Purchase[]>();
                var next = new Outcome<Purchase[]>();
                Sdk.Iap.GetPurchasesAsync(failed.Success, failed.Failure);
                Sdk.Iap.GetPurchasesAsync(next.Success, next.Failure);
                frames.Pump();
                Assert.AreEqual(ErrorCode.NetworkFailure, failed.Error.Code);
                Assert.IsNull(next.Error);
            }
        }

        [Test]
        public void SharingReferralsAndTheSessionWork()
        {
            using (var frames = Frames.Start())
            {
                MockPlatform.EntryPointData = "{\"from\":\"notification\"}";
                Assert.AreEqual("{\"from\":\"notification\"}", Sdk.Session.GetEntryPointData());
                Assert.AreEqual("en-US", Sdk.Session.GetLocale());
                var shared = new Outcome<bool>();
                var badShare = new Outcome<bool>();
                var referral = new Outcome<bool>();
                var list = new Outcome<ReferralList>();
                var avatar = new Outcome<string>();
                Sdk.Context.ShareAsync(new ShareOptions("SHARE", "data:image/png;base64,iVBORw0KGgo="), () => shared.Success(true), shared.Failure);
                Sdk.Context.ShareAsync(new ShareOptions("POST", "data:image/png;base64,iVBORw0KGgo="), () => badShare.Success(true), badShare.Failure);
                Sdk.Referrals.ShareAsync(new ReferralShareOptions { NotificationTemplates = new[] { new ReferralNotificationTemplate("Hi", Text.Repeat('b', 101)) } }, () => referral.Success(true), referral.Failure);
                Sdk.Referrals.ListAsync(list.Success, list.Failure);
                Sdk.Player.GetBotAvatarAsync("bot-1", 0, avatar.Success, avatar.Failure);
                frames.Pump();
                Assert.IsTrue(shared.Value);
                Assert.AreEqual("intent must be one of SHARE, INVITE, REQUEST, CHALLENGE", badShare.Error.Message);
                Assert.AreEqual("notificationTemplates[0].body must be at most 100 characters", referral.Error.Message);
                Assert.AreEqual(0, list.Value.Referrals.Length);
                Assert.AreEqual(ErrorCode.InvalidParam, avatar.Error.Code);
            }
        }

        private static void CollectionEqual(IList<string> expected, IList<string> actual)
        {
            Assert.AreEqual(string.Join(",", expected.ToArray()), string.Join(",", actual.ToArray()));
        }
    }
}
