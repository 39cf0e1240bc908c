#if UNITY_WEBGL && !UNITY_EDITOR
using System.Runtime.InteropServices;
using AOT;

namespace Sdk.Internal
{
    /// <summary>The WebGL backend: calls go to the browser script through GameSdk.jslib.</summary>
    internal sealed class NativeBackend : IBackend
    {
        internal NativeBackend()
        {
            // Registering the callbacks also flushes results and events the .jslib queued before.
            NativeMethods.GameSdk_Init(OnResult, OnEvent);
        }

        public void Call(int callId, string operation, string args)
        {
            NativeMethods.GameSdk_Call(callId, operation, args);
        }

        // The .jslib frees the string after this returns, so it is copied (marshalled) here.
        [MonoPInvokeCallback(typeof(NativeMethods.ResultCallback))]
        private static void OnResult(int callId, string json)
        {
            Bridge.Deliver(callId, json);
        }

        [MonoPInvokeCallback(typeof(NativeMethods.EventCallback))]
        private static void OnEvent(int kind)
        {
            Bridge.RaiseEvent(kind);
        }
    }

    /// <summary>Every function of GameSdk.jslib, and nothing else: the one place with DllImport.</summary>
    internal static class NativeMethods
    {
        internal delegate void ResultCallback(int callId, string json);

        internal delegate void EventCallback(int kind);

        [DllImport("__Internal")]
        internal static extern void GameSdk_Init(ResultCallback onResult, EventCallback onEvent);

        [DllImport("__Internal")]
        internal static extern void GameSdk_Call(int callId, string operation, string args);
    }
}
#endif
