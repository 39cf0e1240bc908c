// Hand-written: the Iap module's class and doc comment and RecoverPurchasesAsync (composed from
// other operations); the plain methods are generated (Operations.generated.cs, from
// sdk-core/api/operations.json).
using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>In-app purchases and subscriptions. Recover pending purchases at every start-up.</summary>
        public static partial class Iap
        {
            /// <summary>
            /// Recovers pending purchases exactly once, at start-up after <see cref="Sdk.StartGameAsync()"/>, with the
            /// semantics of the TypeScript <c>iap.recoverPurchasesAsync</c>: rounds of <see cref="GetPurchasesAsync()"/>
            /// until a round consumes nothing; each purchase whose token the save lacks is claimed (when
            /// <see cref="RecoverPurchasesOptions.Claim"/> is set), granted and saved with its token in one save, then
            /// consumed once the save is stored; one the save has is only consumed; a failed step leaves it pending
            /// and is reported. Where the platform has no purchases it completes with an empty report.
            /// Fails with <see cref="ErrorCode.InvalidParam"/> for missing options and, as a whole, only when the
            /// purchases cannot be listed.
            /// </summary>
            /// <example><code>
            /// var report = await Sdk.Sdk.Iap.RecoverPurchasesAsync(new RecoverPurchasesOptions(
            ///     token => save.Tokens.Contains(token),
            ///     (purchase, claimed) => { save.Gems += 100; save.Tokens.Add(purchase.PurchaseToken); Sdk.Sdk.Data.SetString("save", JsonUtility.ToJson(save)); }));
            /// </code></example>
            public static void RecoverPurchasesAsync(RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
            {
                PurchaseRecovery.Run(options, onSuccess, onError);
            }

            /// <inheritdoc cref="RecoverPurchasesAsync(RecoverPurchasesOptions, Action{RecoveryReport}, Action{SdkError})"/>
            public static Task<RecoveryReport> RecoverPurchasesAsync(RecoverPurchasesOptions options)
            {
                return Callbacks.AsTask<RecoveryReport>((done, fail) => RecoverPurchasesAsync(options, done, fail));
            }
        }
    }

    // The recovery procedure as a chain of callbacks (C# 7.2, no async in the bridge's callback world).
    internal sealed class PurchaseRecovery
    {
        private const string Context = "iap.recoverPurchasesAsync";
        private readonly RecoverPurchasesOptions options;
        private readonly Action<RecoveryReport> onSuccess;
        private readonly Action<SdkError> onError;
        private readonly RecoveryReport report = new RecoveryReport();
        private readonly System.Collections.Generic.HashSet<string> settled = new System.Collections.Generic.HashSet<string>();
        private Purchase[] round;
        private int next;
        private int consumedThisRound;

        private PurchaseRecovery(RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
        {
            this.options = options;
            this.onSuccess = onSuccess;
            this.onError = onError;
        }

        internal static void Run(RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
        {
            if (onSuccess == null || onError == null) throw new ArgumentNullException(onSuccess == null ? "onSuccess" : "onError");
            if (options == null || options.HasToken == null || options.Grant == null)
            {
                onError(new SdkError(ErrorCode.InvalidParam, options == null ? "options must be given, with HasToken and Grant" : (options.HasToken == null ? "HasToken must be a function" : "Grant must be a function"), Context));
                return;
            }
            if (!Sdk.IsInitialized())
            {
                onError(new SdkError(ErrorCode.NotInitialized, Context + " was called before Sdk.initializeAsync() resolved", Context));
                return;
            }
            // Where the platform has no purchases there is nothing to recover: the same start-up code runs everywhere.
            if (!Sdk.Iap.IsSupported())
            {
                onSuccess(new RecoveryReport());
                return;
            }
            new PurchaseRecovery(options, onSuccess, onError).NextRound();
        }

        private void NextRound()
        {
            report.Rounds++;
            consumedThisRound = 0;
            Sdk.Iap.GetPurchasesAsync(purchases =>
            {
                round = purchases ?? new Purchase[0];
                next = 0;
                NextPurchase();
            }, onError);
        }

        private void NextPurchase()
        {
            while (next < round.Length && settled.Contains(round[next].PurchaseToken)) next++;
            if (next >= round.Length)
            {
                if (consumedThisRound == 0) onSuccess(report);
                else NextRound();
                return;
            }
            var purchase = round[next++];
            settled.Add(purchase.PurchaseToken);
            bool granted;
            try
            {
                granted = options.HasToken(purchase.PurchaseToken);
            }
            catch (Exception exception)
            {
                Fail(purchase, RecoveryStep.Grant, exception);
                return;
            }
            if (granted) Consume(purchase);
            else if (options.Claim == null) Grant(purchase, null);
            else
            {
                try
                {
                    options.Claim(purchase, claimed => Grant(purchase, claimed), error => Fail(purchase, RecoveryStep.Claim, error));
                }
                catch (Exception exception)
                {
                    Fail(purchase, RecoveryStep.Claim, exception);
                }
            }
        }

        private void Grant(Purchase purchase, string claimed)
        {
            try
            {
                options.Grant(purchase, claimed);
            }
            catch (Exception exception)
            {
                Fail(purchase, RecoveryStep.Grant, exception);
                return;
            }
            Sdk.Data.FlushAsync(stored =>
            {
                if (!stored)
                {
                    Fail(purchase, RecoveryStep.Save, new SdkError(ErrorCode.OperationFailed, "the save holding the grant was not stored", Context));
                    return;
                }
                report.Add(purchase);
                Consume(purchase);
            }, error => Fail(purchase, RecoveryStep.Save, error));
        }

        private void Consume(Purchase purchase)
        {
            Sdk.Iap.ConsumePurchaseAsync(purchase.PurchaseToken, () =>
            {
                report.AddConsumed(purchase.PurchaseToken);
                consumedThisRound++;
                NextPurchase();
            }, error => Fail(purchase, RecoveryStep.Consume, error));
        }

        private void Fail(Purchase purchase, RecoveryStep step, Exception error)
        {
            var sdkError = error as SdkError ?? new SdkError(ErrorCode.OperationFailed, error.Message, Context);
            report.AddFailure(new RecoveryFailure(purchase, step, sdkError));
            NextPurchase();
        }
    }
}
