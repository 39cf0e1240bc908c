using System;
using System.Threading.Tasks;

namespace Sdk
{
    // C#'s own constructor of the generated Subscription (Values.generated.cs, from sdk-core/api/values.json).
    public sealed partial class Subscription
    {
        /// <summary>Creates a value without the plan's terms (kept for 2.11.0 code; mocks should give the terms).</summary>
        public Subscription(string productId, bool isActive, bool trialEligible, string status, string signedRequest)
            : this(productId, isActive, trialEligible, status, signedRequest, productId, "", "", 0, "", "month", 0)
        {
        }
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
