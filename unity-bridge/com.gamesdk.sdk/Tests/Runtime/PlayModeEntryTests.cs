using System;
using System.Linq;
using System.Reflection;
using NUnit.Framework;
using Sdk.Internal;
using Sdk.Mocks;
using UnityEngine;

namespace Sdk.Tests
{
    /// <summary>
    /// "Enter Play Mode Options" without domain reload keeps statics between Play sessions: the
    /// package's start-up methods must clear what the last session left (pending calls, event
    /// handlers), and no answer of the last session may reach a call of the new one.
    /// </summary>
    [TestFixture]
    public sealed class PlayModeEntryTests
    {
        /// <summary>
        /// What Unity does first on entering Play Mode without a domain reload: the package's
        /// SubsystemRegistration methods. (The later BeforeSceneLoad one only makes the default
        /// backend, which these tests replace with the mocks.)
        /// </summary>
        private static void EnterPlayModeWithoutDomainReload()
        {
            var resets = typeof(Sdk).Assembly.GetTypes()
                .SelectMany(type => type.GetMethods(BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                .Where(method =>
                {
                    var attribute = (RuntimeInitializeOnLoadMethodAttribute)Attribute.GetCustomAttribute(method, typeof(RuntimeInitializeOnLoadMethodAttribute));
                    return attribute != null && attribute.loadType == RuntimeInitializeLoadType.SubsystemRegistration;
                })
                .ToList();
            Assert.IsTrue(resets.Count >= 2, "the SDK and the mocks each reset at SubsystemRegistration");
            foreach (var reset in resets) reset.Invoke(null, null);
            Bridge.Backend = MockPlatform.Backend;
        }

        [Test]
        public void ASecondPlayModeEntryClearsPendingCallsAndEventHandlersAndDropsLateAnswers()
        {
            EnterPlayModeWithoutDomainReload();
            var handled = 0;
            Outcome<Purchase[]> stale;
            using (var frames = Frames.Start())
            {
                Sdk.OnPause += () => handled++;
                Sdk.OnResume += () => handled++;
                Sdk.OnExitRequested += () => handled++;
                stale = new Outcome<Purchase[]>();
                Sdk.Iap.GetPurchasesAsync(stale.Success, stale.Failure);
                Assert.AreEqual(1, Bridge.PendingCount, "the first session leaves a call waiting for its answer");

                EnterPlayModeWithoutDomainReload();
                Assert.AreEqual(0, Bridge.PendingCount, "no call of the last session is waiting");
                MockPlatform.RaisePause();
                MockPlatform.RaiseResume();
                MockPlatform.RaiseExitRequested();
                Assert.AreEqual(0, handled, "the last session's handlers are gone");

                // The last session's answer is still queued for the next frame: had call ids started
                // again at 1, it would name the new session's third call (the catalog).
                var initialized = new Outcome<bool>();
                var started = new Outcome<bool>();
                var catalog = new Outcome<Product[]>();
                Sdk.InitializeAsync(() => initialized.Success(true), initialized.Failure);
                Sdk.StartGameAsync(() => started.Success(true), started.Failure);
                Sdk.Iap.GetCatalogAsync(catalog.Success, catalog.Failure);
                frames.Pump();
                Assert.AreEqual(0, stale.Calls, "the last session's answer reached nothing");
                Assert.AreEqual(1, initialized.Calls);
                Assert.IsNull(initialized.Error);
                Assert.AreEqual(1, started.Calls);
                Assert.AreEqual(1, catalog.Calls);
                Assert.IsNull(catalog.Error);
                Assert.AreEqual(3, catalog.Value.Length, "the catalog, not the last session's purchases");
                Assert.AreEqual(0, Bridge.PendingCount);
            }
        }

        [Test]
        public void CallIdsGoOnIncreasingInANewSession()
        {
            using (Frames.Start())
            {
                var last = Bridge.Reserve(json => { });
                EnterPlayModeWithoutDomainReload();
                var next = Bridge.Reserve(json => { });
                Bridge.Forget(next);
                Assert.AreEqual(last + 1, next);
            }
        }
    }
}
