using System;
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

        /// <summary>Creates a value (the SDK fills these; mocks make their own).</summary>
        public Subscription(string productId, bool isActive, bool trialEligible, string status, string signedRequest)
        {
            this.productId = productId;
            this.isActive = isActive;
            this.trialEligible = trialEligible;
            this.status = status;
            this.signedRequest = signedRequest;
        }

        /// <summary>The plan's product id.</summary>
        public string ProductId { get { return productId; } }
        /// <summary>True while the player holds the plan: never offer it again.</summary>
        public bool IsActive { get { return isActive; } }
        /// <summary>True when the player may start a free trial; use it when presenting the offer.</summary>
        public bool TrialEligible { get { return trialEligible; } }
        /// <summary><c>active</c> grants the perk; <c>cancelled</c> is what SubscribeAsync returns for a closed checkout.</summary>
        public string Status { get { return status; } }
        /// <summary>Signed subscription; verify it on a server (kind <c>subscription</c>). Empty when the checkout was cancelled.</summary>
        public string SignedRequest { get { return signedRequest; } }
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
}
