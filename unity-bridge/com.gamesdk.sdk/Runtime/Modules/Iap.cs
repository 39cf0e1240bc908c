// Hand-written: the Iap module's class and doc comment and the purchase recovery procedure (the
// recovery shape, composed from other operations); every public method is generated
// (Operations.generated.cs, from sdk-core/api/operations.json).
using System;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>In-app purchases and subscriptions. Recover pending purchases at every start-up.</summary>
        public static partial class Iap
        {
            // The recovery shape (the manifest's bridge column): RecoverPurchasesAsync, generated, hands
            // it the operation's context, which its errors name.
            private static void RecoverPurchases(string context, RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
            {
                PurchaseRecovery.Run(context, options, onSuccess, onError);
            }
        }
    }

    // The recovery procedure as a chain of callbacks (C# 7.2, no async in the bridge's callback world).
    internal sealed class PurchaseRecovery
    {
        private readonly string context;
        private readonly RecoverPurchasesOptions options;
        private readonly Action<RecoveryReport> onSuccess;
        private readonly Action<SdkError> onError;
        private readonly RecoveryReport report = new RecoveryReport();
        private readonly System.Collections.Generic.HashSet<string> settled = new System.Collections.Generic.HashSet<string>();
        private Purchase[] round;
        private int next;
        private int consumedThisRound;

        private PurchaseRecovery(string context, RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
        {
            this.context = context;
            this.options = options;
            this.onSuccess = onSuccess;
            this.onError = onError;
        }

        internal static void Run(string context, RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
        {
            if (onSuccess == null || onError == null) throw new ArgumentNullException(onSuccess == null ? "onSuccess" : "onError");
            if (options == null || options.HasToken == null || options.Grant == null)
            {
                onError(new SdkError(ErrorCode.InvalidParam, options == null ? "options must be given, with HasToken and Grant" : (options.HasToken == null ? "HasToken must be a function" : "Grant must be a function"), context));
                return;
            }
            if (!Sdk.IsInitialized())
            {
                onError(new SdkError(ErrorCode.NotInitialized, context + " was called before Sdk.initializeAsync() resolved", context));
                return;
            }
            // Where the platform has no purchases there is nothing to recover: the same start-up code runs everywhere.
            if (!Sdk.Iap.IsSupported())
            {
                onSuccess(new RecoveryReport());
                return;
            }
            new PurchaseRecovery(context, options, onSuccess, onError).NextRound();
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
                    Fail(purchase, RecoveryStep.Save, new SdkError(ErrorCode.OperationFailed, "the save holding the grant was not stored", context));
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
            var sdkError = error as SdkError ?? new SdkError(ErrorCode.OperationFailed, error.Message, context);
            report.AddFailure(new RecoveryFailure(purchase, step, sdkError));
            NextPurchase();
        }
    }
}
