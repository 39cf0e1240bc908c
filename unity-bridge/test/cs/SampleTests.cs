// The package's sample MonoBehaviour (Samples~/CallSequence) run on the Play Mode mocks: it must
// follow the platform's mandatory call sequence.
using System.Linq;
using System.Reflection;
using GameSdkSamples;
using NUnit.Framework;
using Sdk;
using Sdk.Mocks;
using Sdk.Tests;

namespace GameSdk.Tests.Mono
{
    [TestFixture]
    public sealed class SampleTests
    {
        private static void RunSample(Frames frames)
        {
            var sample = new GameSdkCallSequence();
            typeof(GameSdkCallSequence).GetMethod("Start", BindingFlags.Instance | BindingFlags.NonPublic).Invoke(sample, null);
            frames.Pump();
            typeof(GameSdkCallSequence).GetMethod("OnDestroy", BindingFlags.Instance | BindingFlags.NonPublic).Invoke(sample, null);
        }

        [Test]
        public void ForAGuestItRecoversPurchasesSavesPromptsThenSchedulesTheWeek()
        {
            using (var frames = Frames.Install(registered: false))
            {
                MockPlatform.PendingPurchases.Add(new Purchase("gems_100", "pending-1", "s", true, "2026-01-01T00:00:00Z"));
                MockPlatform.PendingPurchases.Add(new Purchase("gems_100", "pending-2", "s", true, "2026-01-01T00:00:00Z"));
                RunSample(frames);
                Assert.IsTrue(Sdk.Sdk.IsInitialized());
                Assert.AreEqual(0, MockPlatform.PendingPurchases.Count, "recovered and consumed");
                var saved = Sdk.Sdk.Data.GetString("progress");
                Assert.IsTrue(saved.Contains("\"coins\":200") && saved.Contains("pending-1;") && saved.Contains("pending-2;"), saved);
                Assert.AreEqual(1, MockPlatform.PromptsShown, "a guest is prompted once");
                Assert.IsTrue(MockPlatform.Registered, "the mock completes the registration");
                var days = MockPlatform.ScheduledNotifications.Values.Select(n => n.ScheduledInDays).OrderBy(d => d).ToArray();
                Assert.AreEqual("1,2,3,4,5,6,7", string.Join(",", days.Select(d => d.ToString()).ToArray()));
                Assert.IsTrue(MockPlatform.ScheduledNotifications.Values.All(n => n.Body.Length <= 100 && !string.IsNullOrEmpty(n.ImageAssetId)));
                Assert.AreEqual(7, MockPlatform.ScheduledNotifications.Values.Select(n => n.Body).Distinct().Count(), "varied copy");
            }
        }

        [Test]
        public void ARegisteredPlayerIsNotPromptedAndGetsTheWeek()
        {
            using (var frames = Frames.Install(registered: true))
            {
                RunSample(frames);
                Assert.AreEqual(0, MockPlatform.PromptsShown);
                Assert.AreEqual(7, MockPlatform.ScheduledNotifications.Count);
            }
        }
    }
}
