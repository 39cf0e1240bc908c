using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>In-app purchases and subscriptions. Recover pending purchases at every start-up.</summary>
        public static class Iap
        {
            /// <summary>Whether items can be bought here.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("iap.isSupported", null);
            }

            /// <summary>Whether subscriptions can be bought here.</summary>
            public static bool IsSubscriptionSupported()
            {
                return Bridge.CallSync<bool>("iap.isSubscriptionSupported", null);
            }

            /// <summary>Products for sale; <see cref="Product.PriceAmount"/> is a decimal such as 4.99.</summary>
            public static void GetCatalogAsync(Action<Product[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("iap.getCatalogAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="GetCatalogAsync(Action{Product[]}, Action{SdkError})"/>
            public static Task<Product[]> GetCatalogAsync()
            {
                return Callbacks.AsTask<Product[]>(GetCatalogAsync);
            }

            /// <summary>
            /// Opens the checkout. A closed checkout fails with <see cref="ErrorCode.UserCancelled"/>; a call
            /// before <see cref="StartGameAsync()"/> completed fails with <see cref="ErrorCode.InvalidOperation"/>.
            /// </summary>
            public static void PurchaseAsync(PurchaseOptions options, Action<Purchase> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("iap.purchaseAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="PurchaseAsync(PurchaseOptions, Action{Purchase}, Action{SdkError})"/>
            public static Task<Purchase> PurchaseAsync(PurchaseOptions options)
            {
                return Callbacks.AsTask<Purchase>((done, fail) => PurchaseAsync(options, done, fail));
            }

            /// <summary>Unconsumed purchases, at most 50 per call; more appear only after consuming. Recover in rounds until a round consumes nothing.</summary>
            public static void GetPurchasesAsync(Action<Purchase[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("iap.getPurchasesAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="GetPurchasesAsync(Action{Purchase[]}, Action{SdkError})"/>
            public static Task<Purchase[]> GetPurchasesAsync()
            {
                return Callbacks.AsTask<Purchase[]>(GetPurchasesAsync);
            }

            /// <summary>Consumes a granted purchase; safe to repeat. A consumed purchase is no longer returned.</summary>
            public static void ConsumePurchaseAsync(string purchaseToken, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("iap.consumePurchaseAsync", new TokenArgs { purchaseToken = purchaseToken }, onSuccess, onError);
            }

            /// <inheritdoc cref="ConsumePurchaseAsync(string, Action, Action{SdkError})"/>
            public static Task ConsumePurchaseAsync(string purchaseToken)
            {
                return Callbacks.AsTask((done, fail) => ConsumePurchaseAsync(purchaseToken, done, fail));
            }

            /// <summary>Plans as seen by the player: empty for guests. Never offer a plan whose <see cref="Subscription.IsActive"/> is true.</summary>
            public static void GetSubscriptionsAsync(Action<Subscription[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("iap.getSubscriptionsAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="GetSubscriptionsAsync(Action{Subscription[]}, Action{SdkError})"/>
            public static Task<Subscription[]> GetSubscriptionsAsync()
            {
                return Callbacks.AsTask<Subscription[]>(GetSubscriptionsAsync);
            }

            /// <summary>Opens the subscription checkout; a closed checkout completes with status <c>cancelled</c>.</summary>
            public static void SubscribeAsync(PurchaseOptions options, Action<Subscription> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("iap.subscribeAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="SubscribeAsync(PurchaseOptions, Action{Subscription}, Action{SdkError})"/>
            public static Task<Subscription> SubscribeAsync(PurchaseOptions options)
            {
                return Callbacks.AsTask<Subscription>((done, fail) => SubscribeAsync(options, done, fail));
            }
        }
    }
}
