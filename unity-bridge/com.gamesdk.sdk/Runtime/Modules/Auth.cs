// Hand-written: the Auth module's class and doc comment, the prompt bridge shape (the manifest's
// bridge column) and the RegistrationPrompt it returns. Every Auth method, ShowRegistrationPrompt
// included, is generated (Operations.generated.cs, from sdk-core/api/operations.json), which hands
// the prompt's operation and its login's (the promptLogin row's path) to the shape.
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
            // The prompt shape: opens the prompt `operation` names, at once (the platform answers in the
            // call); the prompt's login goes as `loginOperation`.
            private static RegistrationPrompt ShowPrompt(string operation, string loginOperation, RegistrationPromptOptions options, Action<RegistrationPromptCloseResult> onClose, Action<SdkError> onError)
            {
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
                if (error == null) return new RegistrationPrompt(promptId, loginOperation);
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
        private readonly string loginOperation;

        internal RegistrationPrompt(int promptId, string loginOperation)
        {
            this.promptId = promptId;
            this.loginOperation = loginOperation;
        }

        /// <summary>Starts the platform's SMS registration; on completion the game reloads as a registered player.</summary>
        public void Login(Action onSuccess, Action<SdkError> onError)
        {
            Bridge.Call(loginOperation, new PromptLoginArgs { prompt = promptId }, onSuccess, onError);
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
