// Generated from sdk-core/api/values.json by scripts/codegen. Do not edit by hand.
// The SDK's value objects as JsonUtility reads and writes them.
using System;
using UnityEngine;

namespace Sdk
{
    /// <summary>The current player. Every player, guest or registered, has a stable <see cref="Id"/>.</summary>
    [Serializable]
    public sealed partial class Player
    {
        [SerializeField] private string id;
        [SerializeField] private string mode;
        [SerializeField] private string name;
        [SerializeField] private string photo;

        /// <summary>Creates a player value (the SDK fills these; tests and mocks make their own).</summary>
        public Player(string id, string mode, string name, string photo)
        {
            this.id = id;
            this.mode = mode;
            this.name = name;
            this.photo = photo;
        }

        /// <summary>Stable identifier, the same across sessions and devices.</summary>
        public string Id { get { return id; } }
        /// <summary><c>authorized</c> (registered) or <c>lite</c> (guest).</summary>
        public string Mode { get { return mode; } }
        /// <summary>Display name; empty when the platform has none (guests).</summary>
        public string Name { get { return name; } }
        /// <summary>Photo URL; empty when there is none.</summary>
        public string Photo { get { return photo; } }
    }

    /// <summary>Proof of the player's identity, to verify on a game server (kind <c>player</c>).</summary>
    [Serializable]
    public sealed class SignedPlayerInfo
    {
        [SerializeField] private string playerId;
        [SerializeField] private string signature;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public SignedPlayerInfo(string playerId, string signature)
        {
            this.playerId = playerId;
            this.signature = signature;
        }

        /// <summary>The player the signature is about.</summary>
        public string PlayerId { get { return playerId; } }
        /// <summary>The signed value; send it to the verify endpoint as <c>token</c>. Never log it.</summary>
        public string Signature { get { return signature; } }
    }

    /// <summary>Bytes the player's data uses, and the platform's limit (1 MB on the partner platform).</summary>
    [Serializable]
    public sealed class DataUsage
    {
        [SerializeField] private long usedBytes;
        [SerializeField] private long limitBytes;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public DataUsage(long usedBytes, long limitBytes)
        {
            this.usedBytes = usedBytes;
            this.limitBytes = limitBytes;
        }

        /// <summary>UTF-8 bytes of the JSON form of the player's data.</summary>
        public long UsedBytes { get { return usedBytes; } }
        /// <summary>The platform's limit in bytes.</summary>
        public long LimitBytes { get { return limitBytes; } }
    }

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
    public sealed partial class Subscription
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
        /// <summary><c>active</c> grants the perk; <c>cancelled</c> is what <see cref="Sdk.Iap.SubscribeAsync(PurchaseOptions)"/> completes with for a closed checkout.</summary>
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

    /// <summary>
    /// Options of <see cref="Sdk.Notifications.ScheduleAsync(NotificationOptions)"/>. An optional string
    /// left null or empty counts as not given (JsonUtility cannot tell the two apart).
    /// </summary>
    /// <example>
    /// <code>
    /// var day1 = new NotificationOptions("day-1", "Your crops are ready", "Come back and harvest!", 1) { ImageAssetId = "farm-day-1" };
    /// </code>
    /// </example>
    [Serializable]
    public sealed class NotificationOptions
    {
        [SerializeField] private string id;
        [SerializeField] private string title;
        [SerializeField] private string body;
        [SerializeField] private int scheduledInDays;
        [SerializeField] private string imageAssetId;
        [SerializeField] private string imageDataUrl;
        [SerializeField] private string dataJson;

        /// <summary>Options with every required field.</summary>
        public NotificationOptions(string id, string title, string body, int scheduledInDays)
        {
            this.id = id;
            this.title = title;
            this.body = body;
            this.scheduledInDays = scheduledInDays;
        }

        /// <summary>Stable id; scheduling the same id again replaces the earlier notification.</summary>
        public string Id { get { return id; } set { id = value; } }
        /// <summary>Title, non-blank.</summary>
        public string Title { get { return title; } set { title = value; } }
        /// <summary>Body, non-blank, at most 100 characters.</summary>
        public string Body { get { return body; } set { body = value; } }
        /// <summary>Whole number of days from now, 0 to 7; the platform picks the time in that day.</summary>
        public int ScheduledInDays { get { return scheduledInDays; } set { scheduledInDays = value; } }
        /// <summary>An image approved on the platform. Give this or <see cref="ImageDataUrl"/>, never both.</summary>
        public string ImageAssetId { get { return imageAssetId; } set { imageAssetId = value; } }
        /// <summary>A PNG, JPEG or WebP base64 data URL of at most 2 MiB. Give this or <see cref="ImageAssetId"/>, never both.</summary>
        public string ImageDataUrl { get { return imageDataUrl; } set { imageDataUrl = value; } }
        /// <summary>JSON object text handed back as entry point data when the player opens the notification.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
    }

    /// <summary>
    /// One day of <see cref="Sdk.Notifications.ScheduleWeekAsync(WeekNotification[])"/>: the week sets the id
    /// (<c>gamesdk-week-d1</c> to <c>gamesdk-week-d7</c>) and the day from the entry's place (the first entry is day 1). Give an image:
    /// <see cref="ImageAssetId"/> or <see cref="ImageDataUrl"/>, never both.
    /// </summary>
    /// <example>
    /// <code>
    /// var day1 = new WeekNotification("Your crops are ready", "Come back and harvest!") { ImageAssetId = "farm-day-1" };
    /// </code>
    /// </example>
    [Serializable]
    public sealed class WeekNotification
    {
        [SerializeField] private string title;
        [SerializeField] private string body;
        [SerializeField] private string imageAssetId;
        [SerializeField] private string imageDataUrl;
        [SerializeField] private string dataJson;

        /// <summary>A day's copy; set an image before scheduling.</summary>
        public WeekNotification(string title, string body)
        {
            this.title = title;
            this.body = body;
        }

        /// <summary>Title, non-blank; no other day's title is the same.</summary>
        public string Title { get { return title; } set { title = value; } }
        /// <summary>Body, non-blank, at most 100 characters; no other day's body is the same.</summary>
        public string Body { get { return body; } set { body = value; } }
        /// <summary>An image approved on the platform. Give this or <see cref="ImageDataUrl"/>.</summary>
        public string ImageAssetId { get { return imageAssetId; } set { imageAssetId = value; } }
        /// <summary>A PNG, JPEG or WebP base64 data URL of at most 2 MiB. Give this or <see cref="ImageAssetId"/>.</summary>
        public string ImageDataUrl { get { return imageDataUrl; } set { imageDataUrl = value; } }
        /// <summary>JSON object text handed back as entry point data when the player opens the notification.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
    }

    /// <summary>What <see cref="Sdk.Notifications.ScheduleAsync(NotificationOptions)"/> completes with.</summary>
    [Serializable]
    public sealed class ScheduledNotification
    {
        [SerializeField] private string id;
        [SerializeField] private int scheduledInDays;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public ScheduledNotification(string id, int scheduledInDays)
        {
            this.id = id;
            this.scheduledInDays = scheduledInDays;
        }

        /// <summary>The id it was scheduled under.</summary>
        public string Id { get { return id; } }
        /// <summary>The day it will be delivered, 0 to 7 days from now.</summary>
        public int ScheduledInDays { get { return scheduledInDays; } }
    }

    /// <summary>How a registration prompt closed.</summary>
    [Serializable]
    public sealed class RegistrationPromptCloseResult
    {
        [SerializeField] private bool registered;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public RegistrationPromptCloseResult(bool registered)
        {
            this.registered = registered;
        }

        /// <summary>True when the player completed registration (the game then reloads).</summary>
        public bool Registered { get { return registered; } }
    }

    /// <summary>
    /// Options of <see cref="Sdk.Auth.ShowRegistrationPrompt(RegistrationPromptOptions, Action{RegistrationPromptCloseResult}, Action{SdkError})"/>: a <see cref="Message"/> of 1 to 140
    /// characters containing <c>{{registrationCode}}</c> exactly once, and optional <see cref="Data"/>.
    /// </summary>
    [Serializable]
    public sealed class RegistrationPromptOptions
    {
        [SerializeField] private string message;
        [SerializeField] private string dataJson;

        /// <summary>Options with <paramref name="message"/>.</summary>
        public RegistrationPromptOptions(string message)
        {
            this.message = message;
        }

        /// <summary>1 to 140 characters with exactly one <c>{{registrationCode}}</c>.</summary>
        public string Message { get { return message; } set { message = value; } }
        /// <summary>JSON object text the platform keeps with the registration; null or empty for none.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
    }

    /// <summary>Arguments of <see cref="Sdk.Context.ShareAsync(ShareOptions)"/>: a picture to share.</summary>
    [Serializable]
    public sealed class ShareOptions
    {
        [SerializeField] private string intent;
        [SerializeField] private string image;
        [SerializeField] private string text;
        [SerializeField] private string dataJson;

        /// <summary>Options to share <paramref name="image"/> (a PNG, JPEG or WebP data URL) with intent <paramref name="intent"/>.</summary>
        public ShareOptions(string intent, string image)
        {
            this.intent = intent;
            this.image = image;
        }

        /// <summary><c>SHARE</c>, <c>INVITE</c>, <c>REQUEST</c> or <c>CHALLENGE</c>.</summary>
        public string Intent { get { return intent; } set { intent = value; } }
        /// <summary>The picture, as a base64 data URL of at most 2 MiB.</summary>
        public string Image { get { return image; } set { image = value; } }
        /// <summary>Text shown with the picture; null or empty for none.</summary>
        public string Text { get { return text; } set { text = value; } }
        /// <summary>JSON object text handed to the game of whoever opens the share.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
    }

    /// <summary>A message the platform may send on the referrer's behalf.</summary>
    [Serializable]
    public sealed class ReferralNotificationTemplate
    {
        [SerializeField] private string title;
        [SerializeField] private string body;

        /// <summary>A template; the body is at most 100 characters.</summary>
        public ReferralNotificationTemplate(string title, string body)
        {
            this.title = title;
            this.body = body;
        }

        /// <summary>Title, non-blank.</summary>
        public string Title { get { return title; } set { title = value; } }
        /// <summary>Body, non-blank, at most 100 characters.</summary>
        public string Body { get { return body; } set { body = value; } }
    }

    /// <summary>Arguments of <see cref="Sdk.Referrals.ShareAsync(ReferralShareOptions)"/>.</summary>
    [Serializable]
    public sealed class ReferralShareOptions
    {
        [SerializeField] private string text;
        [SerializeField] private string dataJson;
        [SerializeField] private string onboardingSlug;
        [SerializeField] private ReferralNotificationTemplate[] notificationTemplates;

        /// <summary>Text shown in the share sheet; null or empty for none.</summary>
        public string Text { get { return text; } set { text = value; } }
        /// <summary>JSON object text handed to the invited player's game.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
        /// <summary>The platform onboarding flow to send invited players through.</summary>
        public string OnboardingSlug { get { return onboardingSlug; } set { onboardingSlug = value; } }
        /// <summary>Messages the platform may send on the referrer's behalf.</summary>
        public ReferralNotificationTemplate[] NotificationTemplates { get { return notificationTemplates; } set { notificationTemplates = value; } }
    }

    /// <summary>One invited player who completed registration.</summary>
    [Serializable]
    public sealed class Referral
    {
        [SerializeField] private string playerId;
        [SerializeField] private string registeredAt;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public Referral(string playerId, string registeredAt)
        {
            this.playerId = playerId;
            this.registeredAt = registeredAt;
        }

        /// <summary>The invited player's stable id.</summary>
        public string PlayerId { get { return playerId; } }
        /// <summary>When the invited player registered, ISO 8601.</summary>
        public string RegisteredAt { get { return registeredAt; } }
    }

    /// <summary>What <see cref="Sdk.Referrals.ListAsync()"/> completes with.</summary>
    [Serializable]
    public sealed class ReferralList
    {
        [SerializeField] private Referral[] referrals;
        [SerializeField] private string signedRequest;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public ReferralList(Referral[] referrals, string signedRequest)
        {
            this.referrals = referrals;
            this.signedRequest = signedRequest;
        }

        /// <summary>Invited players who registered.</summary>
        public Referral[] Referrals { get { return referrals; } }
        /// <summary>Signed list; verify it on a server (kind <c>referrals</c>) before rewarding. Never log it.</summary>
        public string SignedRequest { get { return signedRequest; } }
    }

    /// <summary>One row of a leaderboard.</summary>
    [Serializable]
    public sealed class LeaderboardEntry
    {
        [SerializeField] private string playerId;
        [SerializeField] private string name;
        [SerializeField] private double score;
        [SerializeField] private int rank;

        /// <summary>The player's stable id.</summary>
        public string PlayerId { get { return playerId; } }
        /// <summary>Display name; empty when unknown.</summary>
        public string Name { get { return name; } }
        /// <summary>The score.</summary>
        public double Score { get { return score; } }
        /// <summary>Position, 1 for the best.</summary>
        public int Rank { get { return rank; } }
    }

    /// <summary>One achievement.</summary>
    [Serializable]
    public sealed class Achievement
    {
        [SerializeField] private string id;
        [SerializeField] private string name;
        [SerializeField] private bool unlocked;

        /// <summary>The achievement's id.</summary>
        public string Id { get { return id; } }
        /// <summary>Display name.</summary>
        public string Name { get { return name; } }
        /// <summary>True once unlocked.</summary>
        public bool Unlocked { get { return unlocked; } }
    }

    /// <summary>One tournament.</summary>
    [Serializable]
    public sealed class Tournament
    {
        [SerializeField] private string id;
        [SerializeField] private string title;
        [SerializeField] private string endTime;

        /// <summary>The tournament's id.</summary>
        public string Id { get { return id; } }
        /// <summary>Title; empty when none.</summary>
        public string Title { get { return title; } }
        /// <summary>When it ends, ISO 8601.</summary>
        public string EndTime { get { return endTime; } }
    }

    /// <summary>One numeric player statistic.</summary>
    [Serializable]
    public sealed class Stat
    {
        [SerializeField] private string key;
        [SerializeField] private double value;

        /// <summary>A statistic.</summary>
        public Stat(string key, double value)
        {
            this.key = key;
            this.value = value;
        }

        /// <summary>The statistic's name.</summary>
        public string Key { get { return key; } }
        /// <summary>Its value.</summary>
        public double Value { get { return value; } }
    }

    /// <summary>One of the player's friends on the platform.</summary>
    [Serializable]
    public sealed class Friend
    {
        [SerializeField] private string playerId;
        [SerializeField] private string name;
        [SerializeField] private string photoUrl;

        /// <summary>The friend's stable player id.</summary>
        public string PlayerId { get { return playerId; } }
        /// <summary>Display name, or empty.</summary>
        public string Name { get { return name; } }
        /// <summary>Picture URL, or empty.</summary>
        public string PhotoUrl { get { return photoUrl; } }
    }

    /// <summary>One remote configuration value.</summary>
    [Serializable]
    public sealed class ConfigValue
    {
        [SerializeField] private string key;
        [SerializeField] private string value;

        /// <summary>The value's key.</summary>
        public string Key { get { return key; } }
        /// <summary>The value.</summary>
        public string Value { get { return value; } }
    }

    /// <summary>One key of <see cref="PlayerData"/> and its value as JSON text.</summary>
    [Serializable]
    public sealed class PlayerDataEntry
    {
        [SerializeField] private string key;
        [SerializeField] private string json;

        /// <summary>An entry.</summary>
        public PlayerDataEntry(string key, string json)
        {
            this.key = key;
            this.json = json;
        }

        /// <summary>The key.</summary>
        public string Key { get { return key; } }
        /// <summary>The value as JSON text.</summary>
        public string Json { get { return json; } }
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

    /// <summary>The platform the game runs on, from <see cref="Sdk.Session.GetPlatform()"/> (package 2.11.0 and later).</summary>
    public enum Platform
    {
        /// <summary>A platform this package version has no member for.</summary>
        Unknown,
        /// <summary>The partner mobile-first web game platform (id <c>partner</c>).</summary>
        Partner,
        /// <summary>The offline local fallback, active when no <c>sdk_platform</c> is given (id <c>local</c>).</summary>
        Local,
    }

    internal static class Platforms
    {
        /// <summary>The member of an id; never throws.</summary>
        internal static Platform FromId(string id)
        {
            switch (id)
            {
                case "partner": return Platform.Partner;
                case "local": return Platform.Local;
                default: return Platform.Unknown;
            }
        }
    }
}
