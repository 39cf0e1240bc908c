using System;

namespace Sdk
{
    /// <summary>
    /// The one error type of the SDK: passed to every <c>onError</c> callback, and thrown by the
    /// few synchronous calls that fail (for example <see cref="Sdk.SetLoadingProgress"/>).
    /// </summary>
    /// <example>
    /// <code>
    /// Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions("gems_100"), Grant, error =>
    /// {
    ///     if (error.Code == ErrorCode.UserCancelled) return; // the player closed the checkout
    ///     Debug.LogWarning(error);
    /// });
    /// </code>
    /// </example>
    public sealed class SdkError : Exception
    {
        /// <summary>Creates an error; <paramref name="context"/> names the call that failed.</summary>
        public SdkError(ErrorCode code, string message, string context) : this(code, ErrorCodes.ToCode(code), message, context) { }

        internal SdkError(ErrorCode code, string rawCode, string message, string context) : base(message)
        {
            Code = code;
            RawCode = rawCode;
            Context = context;
        }

        /// <summary>Stable code from the core's error table. A code this version does not know is <see cref="ErrorCode.Unknown"/>.</summary>
        public ErrorCode Code { get; private set; }

        /// <summary>The code as the browser script sent it (kept when <see cref="Code"/> is <see cref="ErrorCode.Unknown"/>).</summary>
        public string RawCode { get; private set; }

        /// <summary>The call that failed, as <c>module.operation</c> of the TypeScript surface (for example <c>notifications.scheduleAsync</c>).</summary>
        public string Context { get; private set; }

        /// <inheritdoc/>
        public override string ToString()
        {
            return RawCode + " in " + Context + ": " + Message;
        }
    }
}
