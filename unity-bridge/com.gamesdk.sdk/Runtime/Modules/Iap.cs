// Hand-written: the Iap module's class and doc comment and the purchase recovery procedure (the
// recovery shape, composed from other operations); every public method is generated
// (Operations.generated.cs, from sdk-core/api/operations.json).
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
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
    // Single-flight, as the core's: two runs side by side would both see a purchase the save lacks
    // (neither has saved yet) and both grant it, so a run asked for while another runs waits for it
    // to end, then runs in full on the state it left.
    internal sealed class PurchaseRecovery
    {
        private static readonly Queue<PurchaseRecovery> Waiting = new Queue<PurchaseRecovery>();
        private static PurchaseRecovery running;

        private readonly string context;
        private readonly RecoverPurchasesOptions options;
        private readonly Action<Purchase, Action<string>, Action<SdkError>> claim;
        private readonly Action<RecoveryReport> onSuccess;
        private readonly Action<SdkError> onError;
        private readonly RecoveryReport report = new RecoveryReport();
        private readonly HashSet<string> settled = new HashSet<string>();
        private Purchase[] round;
        private int next;
        private int consumedThisRound;

        private PurchaseRecovery(string context, RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
        {
            this.context = context;
            this.options = options;
            claim = options.Claim ?? (options.ClaimAsync == null ? null : ClaimThroughTask(options.ClaimAsync));
            this.onSuccess = onSuccess;
            this.onError = onError;
        }

        /// <summary>
        /// Forgets a run a previous launch left waiting (a fresh Play session or a fresh mock platform), whose
        /// callbacks will never come, so that it does not hold every later run back.
        /// </summary>
        internal static void Reset()
        {
            Waiting.Clear();
            running = null;
        }

        internal static void Run(string context, RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
        {
            if (onSuccess == null || onError == null) throw new ArgumentNullException(onSuccess == null ? "onSuccess" : "onError");
            if (options == null || options.HasToken == null || options.Grant == null)
            {
                onError(new SdkError(ErrorCode.InvalidParam, options == null ? "options must be given, with HasToken and Grant" : Mocks.Rules.NotAFunctionMessage(options.HasToken == null ? "HasToken" : "Grant"), context));
                return;
            }
            if (options.Claim != null && options.ClaimAsync != null)
            {
                onError(new SdkError(ErrorCode.InvalidParam, "set Claim or ClaimAsync, not both", context));
                return;
            }
            if (!Sdk.IsInitialized())
            {
                onError(new SdkError(ErrorCode.NotInitialized, Mocks.Rules.NotInitializedMessage(context), context));
                return;
            }
            // Where the platform has no purchases there is nothing to recover: the same start-up code runs everywhere.
            if (!Sdk.Iap.IsSupported())
            {
                onSuccess(new RecoveryReport());
                return;
            }
            var recovery = new PurchaseRecovery(context, options, onSuccess, onError);
            if (running != null)
            {
                Waiting.Enqueue(recovery);
                return;
            }
            running = recovery;
            recovery.NextRound();
        }

        // Ends this run, starts the next one waiting, then tells the game (a callback that throws
        // cannot hold the queue back).
        private void Finish(RecoveryReport result, SdkError error)
        {
            if (running == this)
            {
                running = Waiting.Count > 0 ? Waiting.Dequeue() : null;
                if (running != null) running.NextRound();
            }
            if (error != null) Callbacks.Run(onError, error);
            else Callbacks.Run(onSuccess, result);
        }

        // The Task form of the claim hook, delivered on the context the recovery runs on (Unity's main thread).
        private static Action<Purchase, Action<string>, Action<SdkError>> ClaimThroughTask(Func<Purchase, Task<string>> claimAsync)
        {
            return (purchase, done, fail) =>
            {
                var task = claimAsync(purchase);
                if (task == null) throw new InvalidOperationException("ClaimAsync returned no Task");
                var mainThread = SynchronizationContext.Current;
                task.ContinueWith(finished =>
                {
                    Action deliver = () =>
                    {
                        if (finished.IsFaulted) fail(AsSdkError(finished.Exception.GetBaseException()));
                        else if (finished.IsCanceled) fail(new SdkError(ErrorCode.OperationFailed, "the claim was cancelled", "claim"));
                        else done(finished.Result);
                    };
                    if (mainThread != null) mainThread.Post(unused => deliver(), null);
                    else deliver();
                }, TaskContinuationOptions.ExecuteSynchronously);
            };
        }

        private static SdkError AsSdkError(Exception exception)
        {
            return exception as SdkError ?? new SdkError(ErrorCode.OperationFailed, exception.Message, "claim");
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
            }, error => Finish(null, error));
        }

        private void NextPurchase()
        {
            while (next < round.Length && settled.Contains(round[next].PurchaseToken)) next++;
            if (next >= round.Length)
            {
                if (consumedThisRound == 0) Finish(report, null);
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
            else if (claim == null) Grant(purchase, null);
            else
            {
                try
                {
                    claim(purchase, claimed => Grant(purchase, claimed), error => Fail(purchase, RecoveryStep.Claim, error));
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
                    Fail(purchase, RecoveryStep.Save, new SdkError(ErrorCode.OperationFailed, Mocks.Rules.GrantNotStoredMessage(), context));
                    return;
                }
                // A grant that returned without recording the token (it did nothing, or gave the item but
                // never saved) would be consumed and lost on the next launch: never consume it.
                bool saved;
                try
                {
                    saved = options.HasToken(purchase.PurchaseToken);
                }
                catch (Exception exception)
                {
                    Fail(purchase, RecoveryStep.Grant, exception);
                    return;
                }
                if (!saved)
                {
                    Fail(purchase, RecoveryStep.Grant, new SdkError(ErrorCode.OperationFailed, Mocks.Rules.GrantWithoutTokenMessage(), context));
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
