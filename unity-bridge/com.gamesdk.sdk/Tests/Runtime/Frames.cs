using System;
using System.Collections.Generic;
using System.Threading;
using Sdk.Internal;
using Sdk.Mocks;

namespace Sdk.Tests
{
    /// <summary>
    /// Stands in for Unity's frames: the mocks answer asynchronous calls on the current
    /// SynchronizationContext, and this one holds the answers until the test pumps them, in any order.
    /// </summary>
    internal sealed class Frames : SynchronizationContext, IDisposable
    {
        private readonly List<KeyValuePair<SendOrPostCallback, object>> queued = new List<KeyValuePair<SendOrPostCallback, object>>();
        private readonly SynchronizationContext previous;

        private Frames()
        {
            PendingAtStart = Bridge.PendingCount;
            previous = Current;
            SetSynchronizationContext(this);
        }

        /// <summary>
        /// Points the SDK at the Play Mode mocks explicitly: a WebGL player's default backend is the
        /// .jslib, so the package's tests must not rely on the Editor's default.
        /// </summary>
        internal static void UseMocks()
        {
            Bridge.Backend = MockPlatform.Backend;
            MockPlatform.Reset();
        }

        /// <summary>A fresh, uninitialised mock platform with this context installed.</summary>
        internal static Frames Install(bool registered = false)
        {
            UseMocks();
            MockPlatform.Registered = registered;
            return new Frames();
        }

        /// <summary>A fresh mock platform, initialised (and started unless told otherwise), with this context installed.</summary>
        internal static Frames Start(bool registered = false, bool startGame = true)
        {
            var frames = Install(registered);
            Sdk.InitializeAsync(() => { }, error => { throw error; });
            if (startGame) Sdk.StartGameAsync(() => { }, error => { throw error; });
            frames.Pump();
            return frames;
        }

        internal int Queued { get { return queued.Count; } }

        /// <summary>Calls already waiting when the test began (for example the onClose of a prompt an earlier test left open).</summary>
        internal int PendingAtStart { get; private set; }

        public override void Post(SendOrPostCallback callback, object state)
        {
            queued.Add(new KeyValuePair<SendOrPostCallback, object>(callback, state));
        }

        /// <summary>Runs what is queued, oldest first, until nothing is left.</summary>
        internal void Pump(bool newestFirst = false)
        {
            while (queued.Count > 0)
            {
                var batch = new List<KeyValuePair<SendOrPostCallback, object>>(queued);
                queued.Clear();
                if (newestFirst) batch.Reverse();
                foreach (var item in batch) item.Key(item.Value);
            }
        }

        public void Dispose()
        {
            SetSynchronizationContext(previous);
            MockPlatform.Reset();
        }
    }

    /// <summary>Captures the outcome of one callback-style call.</summary>
    internal sealed class Outcome<T>
    {
        internal T Value;
        internal SdkError Error;
        internal int Calls;

        internal Action<T> Success { get { return value => { Calls++; Value = value; }; } }

        internal Action<SdkError> Failure { get { return error => { Calls++; Error = error; }; } }
    }

    internal static class Text
    {
        internal static string Repeat(char c, int count)
        {
            return new string(c, count);
        }
    }
}
