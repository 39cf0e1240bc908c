using System;
using System.Collections.Generic;
using Sdk.Internal;

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

        // The verbs MockPlatform.generated.cs runs once it has checked their arguments.
        internal MockPlayer GetPlayer() => new MockPlayer(PlayerId, Registered);

        internal IDictionary<string, string> GetPlayerData() => Store.Snapshot();

        internal IDictionary<string, NotificationOptions> GetNotifications() => new Dictionary<string, NotificationOptions>(Scheduled);

        internal Purchase[] GetPurchases() => PendingPurchases.ToArray();

        internal Subscription[] GetSubscriptions() => Plans.ToArray();

        internal void AddReferral(string playerId) => Referrals.Add(new Referral(playerId, DateTime.UtcNow.ToString("o")));

        internal void SetEntryPayload(string payloadJson) => EntryPointData = payloadJson;

        internal void SetOffersPurchases(bool offers) => OffersPurchases = offers;

        // The event's SdkEvent is its name in PascalCase (exitRequested: ExitRequested).
        internal void Fire(string name) => Bridge.RaiseEvent((int)Enum.Parse(typeof(SdkEvent), char.ToUpperInvariant(name[0]) + name.Substring(1)));

        // Another id is a player new to the platform (SwitchPlayer); registered null leaves the state.
        internal void SetPlayer(string id, bool? registered)
        {
            if (id != null && id != PlayerId) SwitchPlayer(id);
            if (registered.HasValue) Registered = registered.Value;
        }

        // Switches to a player new to the platform: their own data, purchases, notifications and
        // plans (none held), a guest; the session, the catalog and the switches stay.
        private void SwitchPlayer(string id)
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
