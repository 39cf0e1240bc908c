using System.Collections.Generic;
using System.Linq;
using NUnit.Framework;
using Sdk.Internal;

namespace Sdk.Tests
{
    /// <summary>Each call has its own id: concurrent calls of one operation complete on their own callbacks, in whatever order results arrive.</summary>
    [TestFixture]
    public sealed class ConcurrencyTests
    {
        [Test]
        public void TwoConcurrentPurchasesCompleteOnTheirOwnCallbacks()
        {
            using (var frames = Frames.Start())
            {
                var first = new Outcome<Purchase>();
                var second = new Outcome<Purchase>();
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), first.Success, first.Failure);
                Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_500"), second.Success, second.Failure);
                Assert.AreEqual(0, first.Calls + second.Calls, "asynchronous: nothing before the next frame");
                frames.Pump(newestFirst: true);
                Assert.AreEqual(1, first.Calls);
                Assert.AreEqual(1, second.Calls);
                Assert.AreEqual("gems_100", first.Value.ProductId);
                Assert.AreEqual("gems_500", second.Value.ProductId);
                Assert.AreNotEqual(first.Value.PurchaseToken, second.Value.PurchaseToken);
                Assert.AreEqual(frames.PendingAtStart, Bridge.PendingCount);
            }
        }

        [Test]
        public void FiftyConcurrentGetDataAsyncCompleteOnTheirOwnCallbacks()
        {
            using (var frames = Frames.Start())
            {
                var data = new PlayerData();
                for (var i = 0; i < 50; i++) data.Set("slot-" + i, (i * 7).ToString());
                Sdk.Player.SetDataAsync(data, () => { }, error => Assert.Fail(error.ToString()));
                frames.Pump();
                var outcomes = Enumerable.Range(0, 50).Select(i => new Outcome<PlayerData>()).ToList();
                for (var i = 0; i < 50; i++) Sdk.Player.GetDataAsync(new[] { "slot-" + i }, outcomes[i].Success, outcomes[i].Failure);
                Assert.AreEqual(50, frames.Queued);
                frames.Pump(newestFirst: true);
                for (var i = 0; i < 50; i++)
                {
                    string json;
                    Assert.AreEqual(1, outcomes[i].Calls, "call " + i);
                    Assert.AreEqual(1, outcomes[i].Value.Count, "call " + i);
                    Assert.IsTrue(outcomes[i].Value.TryGet("slot-" + i, out json), "call " + i);
                    Assert.AreEqual((i * 7).ToString(), json);
                }
                Assert.AreEqual(frames.PendingAtStart, Bridge.PendingCount);
            }
        }

        [Test]
        public void TaskOverloadsCompleteIndependently()
        {
            using (var frames = Frames.Start())
            {
                var tasks = new List<System.Threading.Tasks.Task<bool>>();
                for (var i = 0; i < 10; i++) tasks.Add(Sdk.Data.SetStringAsync("k" + i, "v" + i));
                var cancelled = Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "t", "b", 1));
                frames.Pump(newestFirst: true);
                Assert.IsTrue(tasks.All(task => task.Status == System.Threading.Tasks.TaskStatus.RanToCompletion && task.Result));
                Assert.IsTrue(cancelled.IsFaulted);
                Assert.AreEqual(ErrorCode.PlayerNotAuthenticated, ((SdkError)cancelled.Exception.InnerException).Code);
                Assert.AreEqual("v7", Sdk.Data.GetString("k7"));
            }
        }

        [Test]
        public void AResultForAnUnknownCallIdReachesNoCallback()
        {
            using (var frames = Frames.Start())
            {
                var pending = new Outcome<bool>();
                Sdk.Data.FlushAsync(pending.Success, pending.Failure);
                Bridge.Deliver(987654, "{\"ok\":false,\"error\":{\"code\":\"TIMEOUT\"}}");
                Assert.AreEqual(0, pending.Calls);
                frames.Pump();
                Assert.AreEqual(1, pending.Calls);
                Assert.IsNull(pending.Error);
            }
        }

        [Test]
        public void AThrowingCallbackIsLoggedAndDoesNotBreakOtherCalls()
        {
            using (var frames = Frames.Start())
            {
                var other = new Outcome<bool>();
                Sdk.Data.FlushAsync(ok => { throw new System.InvalidOperationException("game bug"); }, error => { });
                Sdk.Data.FlushAsync(other.Success, other.Failure);
                frames.Pump();
                Assert.AreEqual(1, other.Calls);
                Assert.IsTrue(other.Value);
                Assert.AreEqual(frames.PendingAtStart, Bridge.PendingCount);
            }
        }
    }
}
