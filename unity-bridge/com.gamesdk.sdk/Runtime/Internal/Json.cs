using System;
using UnityEngine;

namespace Sdk.Internal
{
    /// <summary>JSON of the bridge, through JsonUtility only.</summary>
    internal static class Json
    {
        private static readonly NoArgs None = new NoArgs();

        /// <summary>The JSON object of a call's arguments.</summary>
        internal static string Args(object args)
        {
            return JsonUtility.ToJson(args ?? None);
        }

        /// <summary>The call's error, or null when it succeeded. A malformed result is an OperationFailed error, never an exception.</summary>
        internal static SdkError Error(string json, string operation)
        {
            Outcome outcome;
            try
            {
                outcome = JsonUtility.FromJson<Outcome>(json);
            }
            catch (Exception exception)
            {
                return new SdkError(ErrorCode.OperationFailed, "the result of " + operation + " is not valid JSON: " + exception.Message, operation);
            }
            if (outcome == null) return new SdkError(ErrorCode.OperationFailed, "the result of " + operation + " is empty", operation);
            if (outcome.ok) return null;
            var error = outcome.error ?? new WireError();
            var code = string.IsNullOrEmpty(error.code) ? "UNKNOWN" : error.code;
            return new SdkError(ErrorCodes.FromCode(code), code, error.message ?? "", string.IsNullOrEmpty(error.context) ? operation : error.context);
        }

        /// <summary>The value of a successful result.</summary>
        internal static T Value<T>(string json)
        {
            return JsonUtility.FromJson<Outcome<T>>(json).value;
        }

        /// <summary>The array value of a successful result.</summary>
        internal static T[] List<T>(string json)
        {
            return JsonUtility.FromJson<ListOutcome<T>>(json).value ?? new T[0];
        }

        /// <summary>A success result carrying <paramref name="value"/>.</summary>
        internal static string Success<T>(T value)
        {
            return JsonUtility.ToJson(new Outcome<T> { ok = true, value = value });
        }

        /// <summary>A success result carrying an array.</summary>
        internal static string SuccessList<T>(T[] value)
        {
            return JsonUtility.ToJson(new ListOutcome<T> { ok = true, value = value });
        }

        /// <summary>A failure result.</summary>
        internal static string Failure(ErrorCode code, string message, string context)
        {
            var error = new WireError { code = ErrorCodes.ToCode(code), message = message, context = context };
            return JsonUtility.ToJson(new Outcome { ok = false, error = error });
        }
    }
}
