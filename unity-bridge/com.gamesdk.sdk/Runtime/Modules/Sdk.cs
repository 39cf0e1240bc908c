// Hand-written: the Sdk class, its doc comment, version, events and Play Mode resets; its methods
// are generated (Operations.generated.cs, from sdk-core/api/operations.json).
using System;
using Sdk.Internal;
using UnityEngine;

namespace Sdk
{
    /// <summary>
    /// The game SDK for Unity: the same surface as the TypeScript <c>Sdk</c>, as
    /// <c>Sdk.Sdk.&lt;Module&gt;.&lt;Operation&gt;</c>. In a WebGL player every call goes to the
    /// browser script; in the Editor and on other targets to the Play Mode mocks
    /// (<see cref="Mocks.MockPlatform"/>), which follow the partner platform's capability profile.
    /// </summary>
    /// <example>
    /// <code>
    /// await Sdk.Sdk.InitializeAsync();
    /// Sdk.Sdk.SetLoadingProgress(100);
    /// await Sdk.Sdk.StartGameAsync();
    /// </code>
    /// </example>
    public static partial class Sdk
    {
        /// <summary>This package's version.</summary>
        public const string Version = "2.11.0";

        /// <summary>The player is leaving: save synchronously here (work started here is not awaited).</summary>
        public static event Action OnExitRequested;

        /// <summary>The game is hidden.</summary>
        public static event Action OnPause;

        /// <summary>The game is shown again.</summary>
        public static event Action OnResume;

        // Runs first on every Play Mode entry, also when the Editor skips the domain reload (which
        // would otherwise leave the last session's pending calls and event handlers).
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
        private static void ResetOnPlay()
        {
            OnExitRequested = null;
            OnPause = null;
            OnResume = null;
            Bridge.Reset();
        }

        // Made before the first scene so that results and events queued by the .jslib reach the game.
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.BeforeSceneLoad)]
        private static void Connect()
        {
            var unused = Bridge.Backend;
        }

        internal static void Raise(SdkEvent kind)
        {
            switch (kind)
            {
                case SdkEvent.ExitRequested: Callbacks.Run(OnExitRequested); break;
                case SdkEvent.Pause: Callbacks.Run(OnPause); break;
                case SdkEvent.Resume: Callbacks.Run(OnResume); break;
                default: Debug.LogWarning("gamesdk: unknown event " + (int)kind + " ignored"); break;
            }
        }
    }
}
