// Generated from sdk-core/src/errors/error-table.json by scripts/codegen. Do not edit by hand.
namespace Sdk
{
    /// <summary>Every error code the SDK can produce; see <see cref="SdkError.Code"/>.</summary>
    public enum ErrorCode
    {
        /// <summary>The call was made before Sdk.initializeAsync() resolved. (<c>NOT_INITIALIZED</c>)</summary>
        NotInitialized,
        /// <summary>The platform SDK could not be loaded or refused to initialise. (<c>INITIALIZATION_ERROR</c>)</summary>
        InitializationError,
        /// <summary>The active platform does not offer this feature; isSupported() answers false for it. (<c>FEATURE_NOT_SUPPORTED</c>)</summary>
        FeatureNotSupported,
        /// <summary>The operation needs a registered player and the player is a guest. (<c>PLAYER_NOT_AUTHENTICATED</c>)</summary>
        PlayerNotAuthenticated,
        /// <summary>The operation is not allowed in the current state (for example a registration prompt for a registered player, or a purchase before startGameAsync). (<c>INVALID_OPERATION</c>)</summary>
        InvalidOperation,
        /// <summary>An argument is missing or breaks a documented rule; the message names the argument. (<c>INVALID_PARAM</c>)</summary>
        InvalidParam,
        /// <summary>The player closed the checkout without paying. (<c>IAP_PURCHASE_CANCELLED</c>)</summary>
        UserCancelled,
        /// <summary>No ad was available; the game resumes at once. Delivered as the noFill callback, never as a generic failure. (<c>NO_FILL</c>)</summary>
        NoFill,
        /// <summary>The write would take the player's data past the platform's limit; nothing was written and stored data is unchanged. (<c>DATA_LIMIT_EXCEEDED</c>)</summary>
        DataLimitExceeded,
        /// <summary>The platform could not be reached. (<c>NETWORK_FAILURE</c>)</summary>
        NetworkFailure,
        /// <summary>The platform did not answer within the configured bound. (<c>TIMEOUT</c>)</summary>
        Timeout,
        /// <summary>The platform reported a failure that no other code describes; the cause is attached. (<c>OPERATION_FAILED</c>)</summary>
        OperationFailed,
        /// <summary>A code this SDK version does not know arrived from elsewhere (a newer platform or bridge); kept instead of throwing. (<c>UNKNOWN</c>)</summary>
        Unknown,
    }

    /// <summary>Maps the SDK's string codes (as the browser script sends them) to <see cref="ErrorCode"/> and back.</summary>
    public static class ErrorCodes
    {
        /// <summary>The member for <paramref name="code"/>; <see cref="ErrorCode.Unknown"/> for a code this version does not know. Never throws.</summary>
        public static ErrorCode FromCode(string code)
        {
            switch (code)
            {
                case "NOT_INITIALIZED": return ErrorCode.NotInitialized;
                case "INITIALIZATION_ERROR": return ErrorCode.InitializationError;
                case "FEATURE_NOT_SUPPORTED": return ErrorCode.FeatureNotSupported;
                case "PLAYER_NOT_AUTHENTICATED": return ErrorCode.PlayerNotAuthenticated;
                case "INVALID_OPERATION": return ErrorCode.InvalidOperation;
                case "INVALID_PARAM": return ErrorCode.InvalidParam;
                case "IAP_PURCHASE_CANCELLED": return ErrorCode.UserCancelled;
                case "NO_FILL": return ErrorCode.NoFill;
                case "DATA_LIMIT_EXCEEDED": return ErrorCode.DataLimitExceeded;
                case "NETWORK_FAILURE": return ErrorCode.NetworkFailure;
                case "TIMEOUT": return ErrorCode.Timeout;
                case "OPERATION_FAILED": return ErrorCode.OperationFailed;
                default: return ErrorCode.Unknown;
            }
        }

        /// <summary>The string code of <paramref name="code"/>, as in the error table.</summary>
        public static string ToCode(ErrorCode code)
        {
            switch (code)
            {
                case ErrorCode.NotInitialized: return "NOT_INITIALIZED";
                case ErrorCode.InitializationError: return "INITIALIZATION_ERROR";
                case ErrorCode.FeatureNotSupported: return "FEATURE_NOT_SUPPORTED";
                case ErrorCode.PlayerNotAuthenticated: return "PLAYER_NOT_AUTHENTICATED";
                case ErrorCode.InvalidOperation: return "INVALID_OPERATION";
                case ErrorCode.InvalidParam: return "INVALID_PARAM";
                case ErrorCode.UserCancelled: return "IAP_PURCHASE_CANCELLED";
                case ErrorCode.NoFill: return "NO_FILL";
                case ErrorCode.DataLimitExceeded: return "DATA_LIMIT_EXCEEDED";
                case ErrorCode.NetworkFailure: return "NETWORK_FAILURE";
                case ErrorCode.Timeout: return "TIMEOUT";
                case ErrorCode.OperationFailed: return "OPERATION_FAILED";
                case ErrorCode.Unknown: return "UNKNOWN";
                default: return "UNKNOWN";
            }
        }
    }
}
