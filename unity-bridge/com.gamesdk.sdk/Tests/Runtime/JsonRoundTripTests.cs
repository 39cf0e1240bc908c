using System.Linq;
using NUnit.Framework;
using UnityEngine;

namespace Sdk.Tests
{
    /// <summary>Every value and option type survives JsonUtility both ways, with the field names the .jslib reads and writes.</summary>
    [TestFixture]
    public sealed class JsonRoundTripTests
    {
        private static T RoundTrip<T>(T value)
        {
            return JsonUtility.FromJson<T>(JsonUtility.ToJson(value));
        }

        [Test]
        public void PurchaseSubscriptionAndProductRoundTrip()
        {
            var purchase = RoundTrip(new Purchase("gems_100", "pt-1", "a.b.c", true, "2026-01-01T00:00:00.000Z"));
            Assert.AreEqual("gems_100", purchase.ProductId);
            Assert.AreEqual("pt-1", purchase.PurchaseToken);
            Assert.AreEqual("a.b.c", purchase.SignedRequest);
            Assert.IsTrue(purchase.IsSandbox);
            Assert.AreEqual("2026-01-01T00:00:00.000Z", purchase.PurchaseTime);
            var subscription = RoundTrip(new Subscription("vip", true, false, "active", "s.i.g"));
            Assert.AreEqual("vip", subscription.ProductId);
            Assert.IsTrue(subscription.IsActive);
            Assert.IsFalse(subscription.TrialEligible);
            Assert.AreEqual("active", subscription.Status);
            Assert.AreEqual("s.i.g", subscription.SignedRequest);
            var product = RoundTrip(new Product("gems_100", "Gems", "A pouch", "$4.99", 4.99, "USD", "https://img"));
            Assert.AreEqual(4.99, product.PriceAmount);
            Assert.AreEqual("USD", product.PriceCurrencyCode);
            Assert.AreEqual("https://img", product.ImageUri);
            Assert.AreEqual("$4.99", product.Price);
        }

        [Test]
        public void PlayerValuesRoundTrip()
        {
            var player = RoundTrip(new Player("p-1", "authorized", "Ann", "https://photo"));
            Assert.AreEqual("p-1", player.Id);
            Assert.IsTrue(player.IsRegistered);
            Assert.AreEqual("Ann", player.Name);
            Assert.AreEqual("https://photo", player.Photo);
            var signed = RoundTrip(new SignedPlayerInfo("p-1", "x.y.z"));
            Assert.AreEqual("x.y.z", signed.Signature);
            var usage = RoundTrip(new DataUsage(1234, 1000000));
            Assert.AreEqual(1234L, usage.UsedBytes);
            Assert.AreEqual(1000000L, usage.LimitBytes);
            var data = RoundTrip(new PlayerData().Set("coins", "120").Set("name", "\"Ann \\\"the\\\" farmer\"").Set("coins", "121"));
            string json;
            Assert.AreEqual(2, data.Count);
            Assert.IsTrue(data.TryGet("coins", out json));
            Assert.AreEqual("121", json);
            Assert.IsTrue(data.TryGet("name", out json));
            Assert.AreEqual("\"Ann \\\"the\\\" farmer\"", json);
            Assert.IsFalse(data.TryGet("missing", out json));
        }

        [Test]
        public void OptionsRoundTripWithTheWireFieldNames()
        {
            var options = new NotificationOptions("day-1", "Crops", "Harvest — 🌽 ready", 3) { ImageDataUrl = "data:image/png;base64,iVBORw0KGgo=", Data = "{\"day\":3}" };
            var json = JsonUtility.ToJson(options);
            foreach (var field in new[] { "\"id\"", "\"title\"", "\"body\"", "\"scheduledInDays\"", "\"imageAssetId\"", "\"imageDataUrl\"", "\"dataJson\"" }) Assert.IsTrue(json.Contains(field), field + " in " + json);
            var back = JsonUtility.FromJson<NotificationOptions>(json);
            Assert.AreEqual("Harvest — 🌽 ready", back.Body);
            Assert.AreEqual(3, back.ScheduledInDays);
            Assert.AreEqual("{\"day\":3}", back.Data);
            Assert.AreEqual("data:image/png;base64,iVBORw0KGgo=", back.ImageDataUrl);
            var prompt = RoundTrip(new RegistrationPromptOptions("Text {{registrationCode}}") { Data = "{\"from\":\"menu\"}" });
            Assert.AreEqual("Text {{registrationCode}}", prompt.Message);
            Assert.AreEqual("{\"from\":\"menu\"}", prompt.Data);
            var share = RoundTrip(new ShareOptions("SHARE", "data:image/png;base64,AA==") { Text = "Look", Data = "{}" });
            Assert.AreEqual("SHARE", share.Intent);
            Assert.AreEqual("Look", share.Text);
            var referral = RoundTrip(new ReferralShareOptions { Text = "Join", OnboardingSlug = "farm", NotificationTemplates = new[] { new ReferralNotificationTemplate("Hi", "Your friend joined") } });
            Assert.AreEqual("farm", referral.OnboardingSlug);
            Assert.AreEqual("Your friend joined", referral.NotificationTemplates.Single().Body);
            var purchase = RoundTrip(new PurchaseOptions("gems_100") { DeveloperPayload = "order-7" });
            Assert.AreEqual("gems_100", purchase.ProductId);
            Assert.AreEqual("order-7", purchase.DeveloperPayload);
        }

        [Test]
        public void ResultValuesRoundTrip()
        {
            var scheduled = RoundTrip(new ScheduledNotification("day-1", 1));
            Assert.AreEqual("day-1", scheduled.Id);
            Assert.AreEqual(1, scheduled.ScheduledInDays);
            Assert.IsTrue(RoundTrip(new RegistrationPromptCloseResult(true)).Registered);
            var list = RoundTrip(new ReferralList(new[] { new Referral("p-2", "2026-01-02T00:00:00Z") }, "r.s.t"));
            Assert.AreEqual("p-2", list.Referrals.Single().PlayerId);
            Assert.AreEqual("r.s.t", list.SignedRequest);
            var stat = RoundTrip(new Stat("wins", 3));
            Assert.AreEqual("wins", stat.Key);
            Assert.AreEqual(3.0, stat.Value);
            var entry = JsonUtility.FromJson<LeaderboardEntry>("{\"playerId\":\"p\",\"name\":\"n\",\"score\":10.5,\"rank\":2}");
            Assert.AreEqual(10.5, entry.Score);
            Assert.AreEqual(2, entry.Rank);
            var achievement = JsonUtility.FromJson<Achievement>("{\"id\":\"a\",\"name\":\"First\",\"unlocked\":true}");
            Assert.IsTrue(achievement.Unlocked);
            var tournament = JsonUtility.FromJson<Tournament>("{\"id\":\"t\",\"title\":\"Cup\",\"endTime\":\"2026-02-01T00:00:00Z\"}");
            Assert.AreEqual("Cup", tournament.Title);
        }
    }
}
