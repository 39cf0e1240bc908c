using System;
using System.Collections.Generic;

namespace Sdk.Mocks
{
    // What the mock platform's control surface sets (MockPlatform's verbs): consume faults and the
    // outcomes of the player's next choices, with the TypeScript mock platform's kinds, choices and
    // messages.
    internal sealed partial class MockBackend
    {
        private readonly Dictionary<string, Queue<string>> outcomes = new Dictionary<string, Queue<string>>();
        private int consumeFaultsAfter;
        private int consumeFaultsCount;

        private void ResetControl()
        {
            outcomes.Clear();
            consumeFaultsAfter = 0;
            consumeFaultsCount = 0;
        }

        internal void FailNextConsume(int count, int after)
        {
            if (count < 0) throw new ArgumentOutOfRangeException("count", "count must be 0 or more");
            if (after < 0) throw new ArgumentOutOfRangeException("after", "after must be 0 or more");
            consumeFaultsCount = count;
            consumeFaultsAfter = after;
        }

        // Whether the consume being handled now fails; counts it either way.
        private bool TakeConsumeFault()
        {
            if (consumeFaultsCount == 0) return false;
            if (consumeFaultsAfter == 0)
            {
                consumeFaultsCount--;
                return true;
            }
            consumeFaultsAfter--;
            return false;
        }

        internal void SetOutcome(string kind, string choice, int times)
        {
            string[] offered;
            if (kind == null || !MockData.Outcomes.TryGetValue(kind, out offered)) throw new ArgumentException("kind must be one of " + string.Join(", ", new List<string>(MockData.Outcomes.Keys).ToArray()), "kind");
            if (Array.IndexOf(offered, choice) < 0) throw new ArgumentException("choice must be one of " + string.Join(", ", offered) + ", got " + choice, "choice");
            if (times < 1) throw new ArgumentOutOfRangeException("times", "times must be 1 or more");
            Queue<string> queue;
            if (!outcomes.TryGetValue(kind, out queue)) outcomes[kind] = queue = new Queue<string>();
            for (var i = 0; i < times; i++) queue.Enqueue(choice);
        }

        internal void ClearOutcomes()
        {
            outcomes.Clear();
        }

        // The outcome set for the next step of `kind`, or null when none is (then the switches decide).
        private string TakeOutcome(string kind)
        {
            Queue<string> queue;
            return outcomes.TryGetValue(kind, out queue) && queue.Count > 0 ? queue.Dequeue() : null;
        }

        // Whether the player closes this checkout: the outcome set for it, else the CancelCheckout switch.
        private bool ClosesCheckout()
        {
            var outcome = TakeOutcome("checkout");
            return outcome == null ? CancelCheckout : outcome == "close";
        }

        // Switches to a player new to the platform: their own data, purchases, notifications and
        // plans (none held), a guest; the session, the catalog and the switches stay.
        internal void SwitchPlayer(string id)
        {
            PlayerId = id;
            Registered = false;
            Store.Clear();
            PendingPurchases.Clear();
            consumedTokens.Clear();
            Scheduled.Clear();
            Plans.Clear();
            Plans.AddRange(Rules.DefaultPlans());
            Referrals.Clear();
        }

        // Sets the player's status of a plan (active: held).
        internal void SetSubscription(string productId, string status)
        {
            var index = Plans.FindIndex(plan => plan.ProductId == productId);
            if (index < 0) throw new ArgumentException(Rules.UnknownPlanMessage(productId), "productId");
            Plans[index] = WithState(Plans[index], status == "active", Plans[index].TrialEligible, status, MockData.Unsigned);
        }

        internal Purchase[] SeedPurchases(int count, string productId)
        {
            if (count < 1) throw new ArgumentOutOfRangeException("count", "count must be 1 or more");
            productId = productId ?? (Catalog.Count > 0 ? Catalog[0].ProductId : null);
            if (productId == null || !Catalog.Exists(product => product.ProductId == productId)) throw new ArgumentException(Rules.UnknownProductMessage(productId), "productId");
            for (var i = 0; i < count; i++) NewPurchase(productId);
            return PendingPurchases.ToArray();
        }

        private Purchase NewPurchase(string productId)
        {
            purchaseCount++;
            var purchase = new Purchase(productId, MockData.PurchaseTokenPrefix + purchaseCount, MockData.Unsigned, true, DateTime.UtcNow.ToString("o"));
            PendingPurchases.Add(purchase);
            return purchase;
        }
    }
}
