using System.Collections.Generic;
using System.Linq;
using NUnit.Framework;
using Sdk.Mocks;

namespace Sdk.Tests
{
    /// <summary>
    /// A game's own tests drive the Play Mode mocks through MockPlatform's control verbs, named as the
    /// TypeScript mock platform's (setPlayer, seedPurchases, getPurchases, failNextConsume, setOutcome,
    /// clearOutcomes, fire), with the same rules and messages.
    /// </summary>
    [TestFixture]
    public sealed class MockControlTests
    {
        // The game's side of a start-up recovery: a save of granted tokens.
        private static RecoverPurchasesOptions SaveOfTokens(List<string> tokens)
        {
            return new RecoverPurchasesOptions(tokens.Contains, (purchase, claimed) =>
            {
                tokens.Add(purchase.PurchaseToken);
                Sdk.Data.SetString("save", string.Join(",", tokens.ToArray()));
            });
        }

        [Test]
        public void SeededPurchasesWithAFailingConsumeAreGrantedOnceOverTwoLaunches()
        {
            using (var frames = Frames.Start())
            {
                var seeded = MockPlatform.SeedPurchases(3);
                Assert.AreEqual(3, seeded.Length);
                Assert.IsTrue(seeded.All(p => p.ProductId == MockPlatform.Catalog[0].ProductId && p.IsSandbox));
                MockPlatform.FailNextConsume(1, after: 1);
                var tokens = new List<string>();
                var first = new Outcome<RecoveryReport>();
                Sdk.Iap.RecoverPurchasesAsync(SaveOfTokens(tokens), first.Success, first.Failure);
                frames.Pump();
                Assert.AreEqual(3, first.Value.Granted.Length);
                Assert.AreEqual(1, first.Value.Failed.Length);
                Assert.AreEqual(RecoveryStep.Consume, first.Value.Failed[0].Step);
                Assert.AreEqual(seeded[1].PurchaseToken, first.Value.Failed[0].Purchase.PurchaseToken, "the second consume failed");
                Assert.AreEqual(ErrorCode.OperationFailed, first.Value.Failed[0].Error.Code);
                Assert.AreEqual("the platform failed to consume the purchase; it stays pending", first.Value.Failed[0].Error.Message);
                Assert.AreEqual(seeded[1].PurchaseToken, string.Join(",", MockPlatform.GetPurchases().Select(p => p.PurchaseToken).ToArray()));

                var second = new Outcome<RecoveryReport>();
                Sdk.Iap.RecoverPurchasesAsync(SaveOfTokens(tokens), second.Success, second.Failure);
                frames.Pump();
                Assert.AreEqual(0, second.Value.Granted.Length, "only consumed: the save has it");
                Assert.AreEqual(3, tokens.Count);
                Assert.AreEqual(0, MockPlatform.GetPurchases().Length);
                Assert.Throws<System.ArgumentException>(() => MockPlatform.SeedPurchases(1, "no_such_product"));
            }
        }

        [Test]
        public void CheckoutOutcomesDecideTheNextCheckoutsThenTheSwitchDoes()
        {
            using (var frames = Frames.Start())
            {
                MockPlatform.SetOutcome("checkout", "close");
                MockPlatform.CancelCheckout = true;
                MockPlatform.SetOutcome("checkout", "buy");
                var closed = new Outcome<Purchase>();
                var bought = new Outcome<Purchase>();
                var byTheSwitch = new Outcome<Purchase>();
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), closed.Success, closed.Failure);
                frames.Pump();
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), bought.Success, bought.Failure);
                frames.Pump();
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), byTheSwitch.Success, byTheSwitch.Failure);
                frames.Pump();
                Assert.AreEqual(ErrorCode.UserCancelled, closed.Error.Code);
                Assert.AreEqual("gems_100", bought.Value.ProductId, "an outcome overrides the switch");
                Assert.AreEqual(ErrorCode.UserCancelled, byTheSwitch.Error.Code, "the outcomes used up, the switch decides");
                MockPlatform.SetOutcome("checkout", "close", 2);
                MockPlatform.ClearOutcomes();
                MockPlatform.CancelCheckout = false;
                var afterClear = new Outcome<Purchase>();
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), afterClear.Success, afterClear.Failure);
                frames.Pump();
                Assert.IsNotNull(afterClear.Value, "cleared outcomes decide nothing");
                Assert.AreEqual(2, MockPlatform.GetPurchases().Length);
                var badKind = Assert.Throws<System.ArgumentException>(() => MockPlatform.SetOutcome("payment", "buy"));
                Assert.IsTrue(badKind.Message.StartsWith("kind must be one of checkout, registration, share", System.StringComparison.Ordinal), badKind.Message);
                var badChoice = Assert.Throws<System.ArgumentException>(() => MockPlatform.SetOutcome("checkout", "register"));
                Assert.IsTrue(badChoice.Message.StartsWith("choice must be one of buy, close, got register", System.StringComparison.Ordinal), badChoice.Message);
            }
        }

        [Test]
        public void ARegistrationOutcomeClosesThePromptRightAfterItOpened()
        {
            using (var frames = Frames.Start())
            {
                MockPlatform.SetOutcome("registration", "close");
                MockPlatform.SetOutcome("registration", "register");
                var closes = new List<bool>();
                var errors = new List<SdkError>();
                Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("Text {{registrationCode}} to keep your farm"), closed => closes.Add(closed.Registered), errors.Add);
                frames.Pump();
                Assert.AreEqual("False", string.Join(",", closes.Select(c => c.ToString()).ToArray()));
                Assert.IsFalse(Sdk.Auth.IsAuthenticated());
                Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions("Text {{registrationCode}} to keep your farm"), closed => closes.Add(closed.Registered), errors.Add);
                frames.Pump();
                Assert.AreEqual("False,True", string.Join(",", closes.Select(c => c.ToString()).ToArray()));
                Assert.IsTrue(Sdk.Auth.IsAuthenticated());
                Assert.AreEqual(0, errors.Count);
            }
        }

        [Test]
        public void FireRaisesThePlatformsEventsAndSetPlayerSwitchesPlayers()
        {
            using (var frames = Frames.Start())
            {
                var heard = new List<string>();
                System.Action exit = () => heard.Add("exitRequested");
                System.Action pause = () => heard.Add("pause");
                System.Action resume = () => heard.Add("resume");
                Sdk.OnExitRequested += exit;
                Sdk.OnPause += pause;
                Sdk.OnResume += resume;
                try
                {
                    MockPlatform.Fire("pause");
                    MockPlatform.Fire("resume");
                    MockPlatform.Fire("exitRequested");
                    frames.Pump();
                    Assert.AreEqual("pause,resume,exitRequested", string.Join(",", heard.ToArray()));
                    var bad = Assert.Throws<System.ArgumentException>(() => MockPlatform.Fire("quit"));
                    Assert.IsTrue(bad.Message.StartsWith("event must be one of pause, resume, exitRequested", System.StringComparison.Ordinal), bad.Message);
                }
                finally
                {
                    Sdk.OnExitRequested -= exit;
                    Sdk.OnPause -= pause;
                    Sdk.OnResume -= resume;
                }
                Sdk.Data.SetString("save", "level 3");
                MockPlatform.SetPlayer(registered: true);
                Assert.AreEqual("authorized", Sdk.Player.GetMode());
                Assert.AreEqual("level 3", Sdk.Data.GetString("save"), "the same player keeps their data");
                MockPlatform.SeedPurchases(1);
                MockPlatform.SetPlayer("another-player");
                Assert.AreEqual(0, MockPlatform.GetPurchases().Length, "a new player has no purchases");
                Assert.AreEqual("another-player", Sdk.Player.GetId(), "the session goes on with the new player");
                Assert.AreEqual("lite", Sdk.Player.GetMode(), "a guest");
                Assert.IsNull(Sdk.Data.GetString("save"), "with no data");
                Assert.Throws<System.ArgumentException>(() => MockPlatform.SetPlayer(""));
            }
        }
    }
}
