using System;
using System.Linq;
using Sdk.Internal;

namespace Sdk.Mocks
{
    // Notifications, payments and subscriptions of the mock platform.
    internal sealed partial class MockBackend
    {
        private void OfferCommerce()
        {
            Offer("notifications.schedule", (args, operation) =>
            {
                var options = Parse<NotificationOptions>(args);
                Check(Rules.NotificationsScheduleAsync(options));
                RegisteredOnly();
                Scheduled[options.Id] = options;
                return Json.Success(new ScheduledNotification(options.Id, options.ScheduledInDays));
            });
            Offer("notifications.scheduleWeek", (args, operation) =>
            {
                var entries = Parse<NotificationsScheduleWeekAsyncArgs>(args).entries;
                Check(Rules.NotificationsScheduleWeekAsync(entries));
                RegisteredOnly();
                // The week sets each entry's id and day from its place: the first entry is day 1.
                var week = entries.Select((entry, index) => new NotificationOptions(Rules.WeekIdPrefix + (index + 1), entry.Title, entry.Body, index + 1)
                {
                    ImageAssetId = entry.ImageAssetId,
                    ImageDataUrl = entry.ImageDataUrl,
                    Data = entry.Data,
                }).ToArray();
                foreach (var options in week) Scheduled[options.Id] = options;
                return Json.SuccessList(week.Select(options => new ScheduledNotification(options.Id, options.ScheduledInDays)).ToArray());
            });
            Offer("notifications.cancel", (args, operation) =>
            {
                var id = Parse<IdArgs>(args).id;
                Check(Rules.NotificationsCancelAsync(id));
                RegisteredOnly();
                Scheduled.Remove(id);
                return Json.Success(true);
            });
            Offer("notifications.cancelAll", (args, operation) =>
            {
                RegisteredOnly();
                Scheduled.Clear();
                return Json.Success(true);
            });
            Offer("shop.catalog", (args, operation) => Json.SuccessList(Catalog.ToArray()));
            Offer("shop.purchases", (args, operation) => Json.SuccessList(PendingPurchases.Take(Rules.PurchasesPerCall).ToArray()));
            Offer("shop.consume", (args, operation) =>
            {
                var token = Parse<TokenArgs>(args).purchaseToken;
                Check(Rules.IapConsumePurchaseAsync(token));
                if (consumedTokens.Contains(token)) return Json.Success(true);
                var index = PendingPurchases.FindIndex(purchase => purchase.PurchaseToken == token);
                if (index < 0) throw new MockFailure(new Problem("unknownPurchaseToken"));
                if (TakeConsumeFault()) throw new MockFailure(ErrorCode.OperationFailed, Rules.ConsumeFailedMessage());
                PendingPurchases.RemoveAt(index);
                consumedTokens.Add(token);
                return Json.Success(true);
            });
            Offer("shop.purchase", Purchase);
            Offer("shop.plans", (args, operation) => Json.SuccessList(Registered ? Plans.ToArray() : new Subscription[0]));
            Offer("shop.subscribe", Subscribe);
        }

        private void RegisteredOnly()
        {
            if (!Registered) throw new MockFailure(ErrorCode.PlayerNotAuthenticated, Rules.GuestNotificationMessage());
        }

        private string Purchase(string args, MockOperation operation)
        {
            var productId = ProductToBuy(operation, args, Rules.IapPurchaseAsync);
            if (!Catalog.Any(product => product.ProductId == productId)) throw new MockFailure(new Problem("unknownProduct", productId));
            if (ClosesCheckout()) throw new MockFailure(ErrorCode.UserCancelled, Rules.CheckoutClosedMessage());
            return Json.Success(NewPurchase(productId));
        }

        private string Subscribe(string args, MockOperation operation)
        {
            var productId = ProductToBuy(operation, args, Rules.IapSubscribeAsync);
            var index = Plans.FindIndex(candidate => candidate.ProductId == productId);
            if (index < 0) throw new MockFailure(new Problem("unknownPlan", productId));
            if (!Registered) throw new MockFailure(ErrorCode.PlayerNotAuthenticated, Rules.GuestSubscriptionMessage());
            var plan = Plans[index];
            if (plan.IsActive) throw new MockFailure(ErrorCode.InvalidOperation, Rules.PlanAlreadyHeldMessage(productId));
            if (ClosesCheckout()) return Json.Success(WithState(plan, plan.IsActive, plan.TrialEligible, "cancelled", ""));
            Plans[index] = WithState(plan, true, false, "active", MockData.Unsigned);
            return Json.Success(Plans[index]);
        }

        private string ProductToBuy(MockOperation operation, string args, Func<PurchaseOptions, Problem> checks)
        {
            if (!started) throw new MockFailure(ErrorCode.InvalidOperation, Rules.NotStartedMessage(operation.Context));
            var options = Parse<PurchaseOptions>(args);
            Check(checks(options));
            return options.ProductId;
        }

        // The plan with the player's state changed, its terms kept.
        private static Subscription WithState(Subscription plan, bool isActive, bool trialEligible, string status, string signedRequest)
        {
            return new Subscription(plan.ProductId, isActive, trialEligible, status, signedRequest, plan.Title, plan.Description, plan.Price, plan.PriceAmount, plan.PriceCurrencyCode, plan.BillingPeriod, plan.TrialDays);
        }
    }
}
