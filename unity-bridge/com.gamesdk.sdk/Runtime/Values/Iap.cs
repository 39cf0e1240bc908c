using System;
using System.Threading.Tasks;
using UnityEngine;

namespace Sdk
{
    /// <summary>A product for sale, from <see cref="Sdk.Iap.GetCatalogAsync()"/>.</summary>
    [Serializable]
    public sealed class Product
    {
        [SerializeField] private string productId;
        [SerializeField] private string title;
        [SerializeField] private string description;
        [SerializeField] private string price;
        [SerializeField] private double priceAmount;
        [SerializeField] private string priceCurrencyCode;
        [SerializeField] private string imageURI;

        /// <summary>Creates a value (the SDK fills these; mocks make their own).</summary>
        public Product(string productId, string title, string description, string price, double priceAmount, string priceCurrencyCode, string imageUri)
        {
            this.productId = productId;
            this.title = title;
            this.description = description;
            this.price = price;
            this.priceAmount = priceAmount;
            this.priceCurrencyCode = priceCurrencyCode;
            imageURI = imageUri;
        }

        /// <summary>The product's id, as given to <see cref="Sdk.Iap.PurchaseAsync(PurchaseOptions)"/>.</summary>
        public string ProductId { get { return productId; } }
        /// <summary>Display title.</summary>
        public string Title { get { return title; } }
        /// <summary>Display description.</summary>
        public string Description { get { return description; } }
        /// <summary>Price formatted for display, with currency (for example <c>$4.99</c>).</summary>
        public string Price { get { return price; } }
        /// <summary>Price as a decimal number (4.99, not cents).</summary>
        public double PriceAmount { get { return priceAmount; } }
        /// <summary>ISO 4217 currency code.</summary>
        public string PriceCurrencyCode { get { return priceCurrencyCode; } }
        /// <summary>Product image URL; empty when there is none.</summary>
        public string ImageUri { get { return imageURI; } }
    }

    /// <summary>A purchase the player paid for and the game has not consumed yet.</summary>
    [Serializable]
    public sealed class Purchase
    {
        [SerializeField] private string productId;
        [SerializeField] private string purchaseToken;
        [SerializeField] private string signedRequest;
        [SerializeField] private bool isSandbox;
        [SerializeField] private string purchaseTime;

        /// <summary>Creates a value (the SDK fills these; mocks make their own).</summary>
        public Purchase(string productId, string purchaseToken, string signedRequest, bool isSandbox, string purchaseTime)
        {
            this.productId = productId;
            this.purchaseToken = purchaseToken;
            this.signedRequest = signedRequest;
            this.isSandbox = isSandbox;
            this.purchaseTime = purchaseTime;
        }

        /// <summary>The product bought.</summary>
        public string ProductId { get { return productId; } }
        /// <summary>Globally unique: the key of the exactly-once ledger and of <see cref="Sdk.Iap.ConsumePurchaseAsync(string)"/>.</summary>
        public string PurchaseToken { get { return purchaseToken; } }
        /// <summary>Signed purchase; verify or claim it on a server (kind <c>purchase</c>). Never log it.</summary>
        public string SignedRequest { get { return signedRequest; } }
        /// <summary>True for test purchases: no real money moved.</summary>
        public bool IsSandbox { get { return isSandbox; } }
        /// <summary>When the purchase was made, ISO 8601.</summary>
        public string PurchaseTime { get { return purchaseTime; } }
    }

    /// <summary>A subscription plan as seen by the current player.</summary>
    [Serializable]
    public sealed class Subscription
    {
        [SerializeField] private string productId;
        [SerializeField] private bool isActive;
        [SerializeField] private bool trialEligible;
        [SerializeField] private string status;
        [SerializeField] private string signedRequest;
        [SerializeField] private string title;
        [SerializeField] private string description;
        [SerializeField] private string price;
        [SerializeField] private double priceAmount;
        [SerializeField] private string priceCurrencyCode;
        [SerializeField] private string billingPeriod;
        [SerializeField] private int trialDays;

        /// <summary>Creates a value without the plan's terms (kept for 2.11.0 code; mocks should give the terms).</summary>
        public Subscription(string productId, bool isActive, bool trialEligible, string status, string signedRequest)
            : this(productId, isActive, trialEligible, status, signedRequest, productId, "", "", 0, "", "month", 0)
        {
        }

        /// <summary>Creates a value with the plan's terms (the SDK fills these; mocks make their own).</summary>
        public Subscription(string productId, bool isActive, bool trialEligible, string status, string signedRequest, string title, string description, string price, double priceAmount, string priceCurrencyCode, string billingPeriod, int trialDays)
        {
            this.productId = productId;
            this.isActive = isActive;
            this.trialEligible = trialEligible;
            this.status = status;
            this.signedRequest = signedRequest;
            this.title = title;
            this.description = description;
            this.price = price;
            this.priceAmount = priceAmount;
            this.priceCurrencyCode = priceCurrencyCode;
            this.billingPeriod = billingPeriod;
            this.trialDays = trialDays;
        }

        /// <summary>The plan's product id.</summary>
        public string ProductId { get { return productId; } }
        /// <summary>True while the player holds the plan: never offer it again.</summary>
        public bool IsActive { get { return isActive; } }
        /// <summary>True when the player may start the plan's free trial (offer it only when <see cref="TrialDays"/> is above 0).</summary>
        public bool TrialEligible { get { return trialEligible; } }
        /// <summary><c>active</c> grants the perk; <c>cancelled</c> is what SubscribeAsync returns for a closed checkout.</summary>
        public string Status { get { return status; } }
        /// <summary>Signed subscription; verify it on a server (kind <c>subscription</c>). Empty when the checkout was cancelled.</summary>
        public string SignedRequest { get { return signedRequest; } }
        /// <summary>Display title of the plan.</summary>
        public string Title { get { return title; } }
        /// <summary>Display description of the plan.</summary>
        public string Description { get { return description; } }
        /// <summary>Price of one billing period, formatted for display with its currency (for example <c>$2.99</c>).</summary>
        public string Price { get { return price; } }
        /// <summary>Price of one billing period as a decimal (2.99, not cents).</summary>
        public double PriceAmount { get { return priceAmount; } }
        /// <summary>ISO 4217 currency code.</summary>
        public string PriceCurrencyCode { get { return priceCurrencyCode; } }
        /// <summary>How often the plan bills <see cref="Price"/>: <c>week</c>, <c>month</c> or <c>year</c>.</summary>
        public string BillingPeriod { get { return billingPeriod; } }
        /// <summary>Length of the plan's free trial in days; 0 when it has none.</summary>
        public int TrialDays { get { return trialDays; } }
    }

    /// <summary>Arguments of <see cref="Sdk.Iap.PurchaseAsync(PurchaseOptions)"/> and <see cref="Sdk.Iap.SubscribeAsync(PurchaseOptions)"/>.</summary>
    [Serializable]
    public sealed class PurchaseOptions
    {
        [SerializeField] private string productId;
        [SerializeField] private string developerPayload;

        /// <summary>Options for buying <paramref name="productId"/>.</summary>
        public PurchaseOptions(string productId)
        {
            this.productId = productId;
        }

        /// <summary>The product to buy (required, non-blank).</summary>
        public string ProductId { get { return productId; } set { productId = value; } }
        /// <summary>Kept by the game only: it is not passed to the platform.</summary>
        public string DeveloperPayload { get { return developerPayload; } set { developerPayload = value; } }
    }

    /// <summary>What the game supplies to <see cref="Sdk.Iap.RecoverPurchasesAsync(RecoverPurchasesOptions)"/>.</summary>
    public sealed class RecoverPurchasesOptions
    {
        /// <summary>The options; <paramref name="hasToken"/> and <paramref name="grant"/> are required.</summary>
        public RecoverPurchasesOptions(Func<string, bool> hasToken, Action<Purchase, string> grant)
        {
            HasToken = hasToken;
            Grant = grant;
        }

        /// <summary>Whether the game's save already holds the purchase token (it was granted before).</summary>
        public Func<string, bool> HasToken { get; private set; }

        /// <summary>
        /// Grants the item and records <see cref="Purchase.PurchaseToken"/> in the game's save, in one save. The second
        /// argument is what <see cref="Claim"/> completed with (null without a claim): grant the product the server
        /// verified, not <see cref="Purchase.ProductId"/>, which the client reports. Once the save is stored the helper asks
        /// <see cref="HasToken"/> again before it consumes: a grant that throws, or returns with the token not in the save,
        /// leaves the purchase pending (step <see cref="RecoveryStep.Grant"/>).
        /// </summary>
        public Action<Purchase, string> Grant { get; private set; }

        /// <summary>
        /// Optional: claims the purchase on the game's backend (which verifies <see cref="Purchase.SignedRequest"/> and calls the
        /// claim endpoint). Call the first callback with the backend's answer (for example its JSON holding the verified
        /// product id) whatever <c>claimed</c> says: <see cref="Grant"/> receives it. Call the second with any
        /// <see cref="SdkError"/> (or throw) to leave the purchase pending, neither granted nor consumed (invalid token,
        /// backend down); the report names step <see cref="RecoveryStep.Claim"/>. Set this or <see cref="ClaimAsync"/>, not both.
        /// </summary>
        public Action<Purchase, Action<string>, Action<SdkError>> Claim { get; set; }

        /// <summary>
        /// The Task form of <see cref="Claim"/>: return a Task completing with the backend's answer, which
        /// <see cref="Grant"/> receives; a faulted or cancelled Task leaves the purchase pending (step
        /// <see cref="RecoveryStep.Claim"/>, the exception's <see cref="SdkError"/>, or <see cref="ErrorCode.OperationFailed"/>
        /// with its message). The answer is delivered on the context the recovery was started on (Unity's main thread).
        /// </summary>
        /// <example><code>
        /// // backend.ClaimAsync: your game backend's call (for example POST /purchases/grant), a Task of its JSON answer.
        /// options.ClaimAsync = purchase => backend.ClaimAsync(Sdk.Sdk.Player.GetId(), purchase.SignedRequest, purchase.PurchaseToken);
        /// </code></example>
        public Func<Purchase, Task<string>> ClaimAsync { get; set; }
    }

    /// <summary>The step at which a purchase failed; it stays pending for the next launch.</summary>
    public enum RecoveryStep
    {
        /// <summary>The backend's claim failed.</summary>
        Claim,
        /// <summary>The game's grant threw, or returned with the purchase token not in the stored save.</summary>
        Grant,
        /// <summary>The save holding the grant was not stored.</summary>
        Save,
        /// <summary>The consume failed.</summary>
        Consume,
    }

    /// <summary>A purchase the recovery left pending, with the step that failed and why.</summary>
    public sealed class RecoveryFailure
    {
        internal RecoveryFailure(Purchase purchase, RecoveryStep step, SdkError error)
        {
            Purchase = purchase;
            Step = step;
            Error = error;
        }

        /// <summary>The purchase, still pending.</summary>
        public Purchase Purchase { get; private set; }
        /// <summary>Where it failed.</summary>
        public RecoveryStep Step { get; private set; }
        /// <summary>Why.</summary>
        public SdkError Error { get; private set; }
    }

    /// <summary>What <see cref="Sdk.Iap.RecoverPurchasesAsync(RecoverPurchasesOptions)"/> completes with.</summary>
    public sealed class RecoveryReport
    {
        private readonly System.Collections.Generic.List<Purchase> granted = new System.Collections.Generic.List<Purchase>();
        private readonly System.Collections.Generic.List<string> consumed = new System.Collections.Generic.List<string>();
        private readonly System.Collections.Generic.List<RecoveryFailure> failed = new System.Collections.Generic.List<RecoveryFailure>();

        /// <summary>Purchases granted by this call, in order.</summary>
        public Purchase[] Granted { get { return granted.ToArray(); } }
        /// <summary>Tokens consumed by this call (granted now or before).</summary>
        public string[] Consumed { get { return consumed.ToArray(); } }
        /// <summary>Purchases left pending, with the step that failed.</summary>
        public RecoveryFailure[] Failed { get { return failed.ToArray(); } }
        /// <summary>Rounds of GetPurchasesAsync run, the last one consuming nothing (0 where the platform has no purchases).</summary>
        public int Rounds { get; internal set; }

        internal void Add(Purchase purchase) { granted.Add(purchase); }
        internal void AddConsumed(string token) { consumed.Add(token); }
        internal void AddFailure(RecoveryFailure failure) { failed.Add(failure); }
    }
}
