using System;
using System.Collections.Generic;
using UnityEngine;

namespace Sdk.Internal
{
    /// <summary>
    /// Routes every call to its own callbacks: each call gets a fresh integer id, and its result is
    /// delivered to that id only, so any number of concurrent calls of one operation complete
    /// independently. Ids keep increasing across resets, so a late answer to a call of an earlier
    /// Play session names no call of this one and is dropped. Results are parsed with JsonUtility
    /// into typed values, never split as strings.
    /// </summary>
    internal static class Bridge
    {
        private static readonly Dictionary<int, Action<string>> Pending = new Dictionary<int, Action<string>>();
        private static int lastCallId;
        private static IBackend backend;

        /// <summary>The active backend, made on first use (the .jslib in a WebGL player, the mocks elsewhere).</summary>
        internal static IBackend Backend
        {
            get { return backend ?? (backend = CreateDefaultBackend()); }
            set { backend = value; }
        }

        /// <summary>Calls waiting for their result (tests check that none is left behind).</summary>
        internal static int PendingCount { get { return Pending.Count; } }

        private static IBackend CreateDefaultBackend()
        {
#if UNITY_WEBGL && !UNITY_EDITOR
            return new NativeBackend();
#else
            return Mocks.MockPlatform.Backend;
#endif
        }

        /// <summary>
        /// Forgets every call and the backend: with "Enter Play Mode Options" and no domain reload,
        /// statics outlive the last Play session, whose calls will never be answered in this one.
        /// Call ids go on from the last session's, so none of its answers can name a new call.
        /// </summary>
        internal static void Reset()
        {
            Pending.Clear();
            backend = null;
            PurchaseRecovery.Reset();
        }

        /// <summary>Reserves a call id whose result goes to <paramref name="onResult"/>.</summary>
        internal static int Reserve(Action<string> onResult)
        {
            var callId = ++lastCallId;
            Pending.Add(callId, onResult);
            return callId;
        }

        /// <summary>Drops a reserved id that will not be answered (for example a callback the call never used).</summary>
        internal static void Forget(int callId)
        {
            Pending.Remove(callId);
        }

        /// <summary>Called by the backend with the result of <paramref name="callId"/>, once.</summary>
        internal static void Deliver(int callId, string json)
        {
            Action<string> onResult;
            if (!Pending.TryGetValue(callId, out onResult))
            {
                Debug.LogWarning("gamesdk: a result arrived for call " + callId + ", which is not waiting; ignored");
                return;
            }
            Pending.Remove(callId);
            // Nothing may escape into the .jslib's call: a result that cannot be handled is logged.
            try
            {
                onResult(json);
            }
            catch (Exception exception)
            {
                Debug.LogException(exception);
            }
        }

        /// <summary>Called by the backend when the platform raises an event.</summary>
        internal static void RaiseEvent(int kind)
        {
            Sdk.Raise((SdkEvent)kind);
        }

        /// <summary>
        /// Starts <paramref name="operation"/> on a reserved id; a backend that throws fails the call instead.
        /// Text with a lone UTF-16 surrogate fails INVALID_PARAM first: IL2CPP's UTF-8 marshalling
        /// cannot carry it to the page, and Godot's JSON reader could not read it back from the player's data.
        /// </summary>
        internal static void Start(int callId, string operation, string args)
        {
            if (JsonText.HasLoneSurrogate(args))
            {
                Deliver(callId, Json.Failure(ErrorCode.InvalidParam, Mocks.Rules.LoneSurrogateMessage(), operation));
                return;
            }
            try
            {
                Backend.Call(callId, operation, args);
            }
            catch (Exception exception)
            {
                Deliver(callId, Json.Failure(ErrorCode.OperationFailed, exception.Message, operation));
            }
        }

        /// <summary>An asynchronous call that completes with a value of type <typeparamref name="T"/>.</summary>
        internal static void Call<T>(string operation, object args, Action<T> onSuccess, Action<SdkError> onError)
        {
            Start(Reserve(json => Complete(json, operation, () => Json.Value<T>(json), onSuccess, onError)), operation, Json.Args(args));
        }

        /// <summary>An asynchronous call that completes with an array of <typeparamref name="T"/>.</summary>
        internal static void CallList<T>(string operation, object args, Action<T[]> onSuccess, Action<SdkError> onError)
        {
            Start(Reserve(json => Complete(json, operation, () => Json.List<T>(json), onSuccess, onError)), operation, Json.Args(args));
        }

        /// <summary>An asynchronous call that completes with no value.</summary>
        internal static void Call(string operation, object args, Action onSuccess, Action<SdkError> onError)
        {
            Call<bool>(operation, args, ignored => Callbacks.Run(onSuccess), onError);
        }

        /// <summary>A synchronous call: returns its value or throws its <see cref="SdkError"/>.</summary>
        internal static T CallSync<T>(string operation, object args)
        {
            string result = null;
            var callId = Reserve(json => result = json);
            Start(callId, operation, Json.Args(args));
            if (result == null)
            {
                Forget(callId);
                throw new SdkError(ErrorCode.OperationFailed, operation + " did not answer synchronously", operation);
            }
            var error = Json.Error(result, operation);
            if (error != null) throw error;
            try
            {
                return Json.Value<T>(result);
            }
            catch (ArgumentException exception)
            {
                throw Malformed(operation, exception);
            }
        }

        /// <summary>A synchronous call with no value: returns or throws its <see cref="SdkError"/>.</summary>
        internal static void CallSync(string operation, object args)
        {
            CallSync<bool>(operation, args);
        }

        private static void Complete<T>(string json, string operation, Func<T> parse, Action<T> onSuccess, Action<SdkError> onError)
        {
            var error = Json.Error(json, operation);
            T value = default(T);
            if (error == null)
            {
                try
                {
                    value = parse();
                }
                catch (Exception exception)
                {
                    error = Malformed(operation, exception);
                }
            }
            if (error != null) Callbacks.Run(onError, error);
            else Callbacks.Run(onSuccess, value);
        }

        // JsonUtility throws ArgumentException for text it cannot read into the result's type.
        private static SdkError Malformed(string operation, Exception exception)
        {
            return new SdkError(ErrorCode.OperationFailed, "the result of " + operation + " is not valid JSON for its type: " + exception.Message, operation);
        }
    }
}
