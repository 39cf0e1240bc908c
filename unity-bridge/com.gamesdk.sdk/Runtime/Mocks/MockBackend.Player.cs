using Sdk.Internal;

namespace Sdk.Mocks
{
    // The player and the login overlay of the mock platform.
    internal sealed partial class MockBackend
    {
        internal const string FirstPlayerId = MockData.FirstPlayerId;

        internal string PlayerId = FirstPlayerId;

        private void OfferPlayer()
        {
            Offer("player.id", (args, operation) => Json.Success(PlayerId));
            Offer("player.mode", (args, operation) => Json.Success(CurrentPlayer().Mode));
            Offer("player.name", (args, operation) => Json.Success(CurrentPlayer().Name));
            Offer("player.photo", (args, operation) => Json.Success(CurrentPlayer().Photo));
            Offer("player.registered", (args, operation) => Json.Success(Registered));
            Offer("player.signIn", (args, operation) => Json.Success(CurrentPlayer()));
            Offer("player.signed", (args, operation) => Json.Success(new SignedPlayerInfo(PlayerId, MockData.Unsigned)));
            Offer("player.botAvatar", (args, operation) =>
            {
                var avatar = Parse<AvatarArgs>(args);
                Check(Rules.PlayerGetBotAvatarAsync(avatar.username, avatar.size));
                return Json.Success("https://avatars.mock.invalid/" + System.Uri.EscapeDataString(avatar.username) + "?size=" + avatar.size);
            });
            Offer("prompt.open", OpenPrompt);
            Offer("prompt.login", (args, operation) =>
            {
                // Registration over SMS completes at once in the mock; on the platform the game then reloads.
                // A login on a prompt that has closed changes nothing, as on the mock platform; one
                // never shown is INVALID_PARAM.
                var login = Parse<PromptLoginArgs>(args);
                if (!shownPrompts.Contains(login.prompt)) throw new MockFailure(new Problem("unknownPrompt", login.prompt));
                if (openPromptCloseCallId == 0 || login.prompt != openPromptId) return Json.Success(true);
                Registered = true;
                ClosePrompt(true);
                return Json.Success(true);
            });
        }

        private string OpenPrompt(string args, MockOperation operation)
        {
            var prompt = Parse<PromptArgs>(args);
            Check(Rules.AuthShowRegistrationPrompt(new RegistrationPromptOptions(prompt.message) { Data = prompt.dataJson }));
            if (Registered) throw new MockFailure(ErrorCode.InvalidOperation, Rules.AlreadyRegisteredMessage());
            PromptsShown++;
            openPromptCloseCallId = prompt.closeCallId;
            openPromptId = answeringCallId;
            shownPrompts.Add(answeringCallId);
            // An outcome set for the registration closes the prompt right after it opened, as the player would.
            var outcome = TakeOutcome("registration");
            if (outcome != null) afterAnswer = () => ClosePrompt(outcome == "register");
            return Json.Success(true);
        }

        internal void ClosePrompt(bool registered)
        {
            if (openPromptCloseCallId == 0) return;
            if (registered) Registered = true;
            var closeCallId = openPromptCloseCallId;
            openPromptCloseCallId = 0;
            Bridge.Deliver(closeCallId, Json.Success(new RegistrationPromptCloseResult(registered)));
        }

        private global::Sdk.Player CurrentPlayer()
        {
            return Registered ? new global::Sdk.Player(PlayerId, "authorized", "Mock Player", "") : new global::Sdk.Player(PlayerId, "lite", "", "");
        }
    }
}
