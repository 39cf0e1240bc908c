// Hand-written: the Auth module's class and doc comment, the registration prompt (a callback
// operation) and its RegistrationPrompt; the plain methods are generated (Operations.generated.cs,
// from sdk-core/api/operations.json).
using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>The platform's login overlay. Prompt guests only, and only after saving their progress.</summary>
        public static partial class Auth
        {
            /// <summary>
            /// Shows the platform's registration prompt to a guest and returns it, or calls
            /// <paramref name="onError"/> at once and returns null: <see cref="ErrorCode.InvalidParam"/>
            /// when the message is blank, over 140 characters or lacks exactly one
            /// <c>{{registrationCode}}</c>; <see cref="ErrorCode.InvalidOperation"/> for a registered player.
            /// <paramref name="onClose"/> is called once when the prompt closes.
            /// </summary>
            /// <example>
            /// <code>
            /// Sdk.Sdk.Data.SetString("progress", save);
            /// if (!Sdk.Sdk.Auth.IsAuthenticated())
            /// {
            ///     var prompt = Sdk.Sdk.Auth.ShowRegistrationPrompt(
            ///         new RegistrationPromptOptions("Text {{registrationCode}} to keep your farm"),
            ///         closed => Debug.Log("registered: " + closed.Registered),
            ///         error => Debug.LogWarning(error));
            ///     if (prompt != null) prompt.Login(() => { }, Debug.LogWarning);
            /// }
            /// </code>
            /// </example>
            public static RegistrationPrompt ShowRegistrationPrompt(RegistrationPromptOptions options, Action<RegistrationPromptCloseResult> onClose, Action<SdkError> onError)
            {
                const string operation = "auth.showRegistrationPrompt";
                var closeCallId = Bridge.Reserve(json =>
                {
                    if (Json.Error(json, operation) == null) Callbacks.Run(onClose, Json.Value<RegistrationPromptCloseResult>(json));
                });
                var args = options == null ? null : new PromptArgs { message = options.Message, dataJson = options.Data, closeCallId = closeCallId };
                string result = null;
                var promptId = Bridge.Reserve(json => result = json);
                Bridge.Start(promptId, operation, Json.Args(args));
                var error = result == null
                    ? new SdkError(ErrorCode.OperationFailed, operation + " did not answer synchronously", operation)
                    : Json.Error(result, operation);
                if (error == null) return new RegistrationPrompt(promptId);
                Bridge.Forget(promptId);
                Bridge.Forget(closeCallId);
                Callbacks.Run(onError, error);
                return null;
            }

        }
    }

    /// <summary>A registration prompt on screen, from <see cref="Sdk.Auth.ShowRegistrationPrompt"/>.</summary>
    public sealed class RegistrationPrompt
    {
        private readonly int promptId;

        internal RegistrationPrompt(int promptId)
        {
            this.promptId = promptId;
        }

        /// <summary>Starts the platform's SMS registration; on completion the game reloads as a registered player.</summary>
        public void Login(Action onSuccess, Action<SdkError> onError)
        {
            Bridge.Call("auth.showRegistrationPrompt.login", new PromptLoginArgs { promptId = promptId }, onSuccess, onError);
        }

        /// <inheritdoc cref="Login(Action, Action{SdkError})"/>
        public Task Login()
        {
            return Callbacks.AsTask(Login);
        }

        /// <summary>The 2.11.0 name of <see cref="Login(Action, Action{SdkError})"/>.</summary>
        [Obsolete("Use Login: Unity names are the TypeScript names in PascalCase (prompt.login).")]
        public void LoginAsync(Action onSuccess, Action<SdkError> onError)
        {
            Login(onSuccess, onError);
        }

        /// <summary>The 2.11.0 name of <see cref="Login()"/>.</summary>
        [Obsolete("Use Login: Unity names are the TypeScript names in PascalCase (prompt.login).")]
        public Task LoginAsync()
        {
            return Login();
        }
    }
}
