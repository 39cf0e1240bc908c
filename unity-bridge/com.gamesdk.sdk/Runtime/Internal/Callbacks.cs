using System;
using System.Threading.Tasks;
using UnityEngine;

namespace Sdk.Internal
{
    /// <summary>Runs game callbacks so that one that throws is logged and never breaks the bridge.</summary>
    internal static class Callbacks
    {
        internal static void Run(Action callback)
        {
            if (callback == null) return;
            try
            {
                callback();
            }
            catch (Exception exception)
            {
                Debug.LogException(exception);
            }
        }

        internal static void Run<T>(Action<T> callback, T value)
        {
            if (callback == null) return;
            try
            {
                callback(value);
            }
            catch (Exception exception)
            {
                Debug.LogException(exception);
            }
        }

        /// <summary>A Task over a callback-style call; its exception is the call's <see cref="SdkError"/>.</summary>
        internal static Task<T> AsTask<T>(Action<Action<T>, Action<SdkError>> start)
        {
            var completion = new TaskCompletionSource<T>();
            start(value => completion.TrySetResult(value), error => completion.TrySetException(error));
            return completion.Task;
        }

        /// <summary>A Task over a callback-style call with no value.</summary>
        internal static Task AsTask(Action<Action, Action<SdkError>> start)
        {
            return AsTask<bool>((done, fail) => start(() => done(true), fail));
        }
    }
}
