using System.Collections.Generic;
using Sdk.Internal;
using UnityEngine;

namespace Sdk.Mocks
{
    // The player, the player store and the login overlay of the mock platform.
    internal sealed partial class MockBackend
    {
        internal const string PlayerId = "mock-player-1";

        private string Data(string operation, string args)
        {
            switch (operation)
            {
                case "data.getString":
                {
                    var key = Parse<KeyArgs>(args).key;
                    Check(Rules.Text("key", key));
                    string json;
                    var found = Store.TryGet(key, out json);
                    return Json.Success(new NullableString { present = found, text = found ? MockStore.AsText(json) : null });
                }
                case "data.setString":
                case "data.setStringAsync":
                {
                    var write = Parse<KeyValueArgs>(args);
                    Check(Rules.Text("key", write.key));
                    var stored = Store.Set(new Dictionary<string, string> { { write.key, JsonText.Quote(write.value ?? "") } });
                    if (!stored) Debug.LogWarning("gamesdk: " + operation + " skipped: the write would pass the player data limit of " + MockStore.LimitBytes + " bytes");
                    return Json.Success(stored);
                }
                case "data.removeKey":
                {
                    var key = Parse<KeyArgs>(args).key;
                    Check(Rules.Text("key", key));
                    Store.Remove(key);
                    return Json.Success(true);
                }
                case "data.flushAsync": return Json.Success(true);
                case "data.getUsage": return Json.Success(new DataUsage(Store.UsedBytes, MockStore.LimitBytes));
                default: throw Unsupported(operation);
            }
        }

        private string Player(string operation, string args)
        {
            switch (operation)
            {
                case "player.getId": return Json.Success(PlayerId);
                case "player.getMode": return Json.Success(CurrentPlayer().Mode);
                case "player.getName": return Json.Success(CurrentPlayer().Name);
                case "player.getPhoto": return Json.Success(CurrentPlayer().Photo);
                case "player.getDataAsync":
                {
                    var keys = Parse<KeysArgs>(args).keys;
                    if (keys == null) throw new MockFailure(ErrorCode.InvalidParam, "keys must be an array of strings");
                    var data = new PlayerData();
                    foreach (var key in keys)
                    {
                        Check(Rules.Text("keys[]", key));
                        string json;
                        if (Store.TryGet(key, out json)) data.Set(key, json);
                    }
                    return Json.Success(data);
                }
                case "player.setDataAsync":
                {
                    var data = Parse<PlayerData>(args);
                    var changes = new Dictionary<string, string>();
                    foreach (var key in data.Keys)
                    {
                        string json;
                        data.TryGet(key, out json);
                        changes[key] = json;
                    }
                    if (!Store.Set(changes)) throw new MockFailure(ErrorCode.DataLimitExceeded, "data would pass the player data limit of " + MockStore.LimitBytes + " bytes");
                    return Json.Success(true);
                }
                case "player.getSignedPlayerInfoAsync": return Json.Success(new SignedPlayerInfo(PlayerId, "mock-signed-player"));
                case "player.isBotAvatarSupported": return Json.Success(true);
                case "player.getBotAvatarAsync":
                {
                    var avatar = Parse<AvatarArgs>(args);
                    Check(Rules.Text("username", avatar.username) ?? Rules.AvatarSize(avatar.size));
                    return Json.Success("https://avatars.mock.invalid/" + System.Uri.EscapeDataString(avatar.username) + "?size=" + avatar.size);
                }
                default: throw Unsupported(operation);
            }
        }

        private string Auth(int callId, string operation, string args)
        {
            switch (operation)
            {
                case "auth.isAuthenticated": return Json.Success(Registered);
                case "auth.signInAsync": return Json.Success(CurrentPlayer());
                case "auth.showRegistrationPrompt":
                {
                    var prompt = Parse<PromptArgs>(args);
                    Check(Rules.RegistrationPrompt(prompt.message, prompt.dataJson));
                    if (Registered) throw new MockFailure(ErrorCode.InvalidOperation, "the player is already registered: prompt guests only");
                    PromptsShown++;
                    openPromptCloseCallId = prompt.closeCallId;
                    return Json.Success(true);
                }
                case "auth.showRegistrationPrompt.login":
                    // Registration over SMS completes at once in the mock; on the platform the game then reloads.
                    Registered = true;
                    ClosePrompt(true);
                    return Json.Success(true);
                default: throw Unsupported(operation);
            }
        }

        internal void ClosePrompt(bool registered)
        {
            if (openPromptCloseCallId == 0) return;
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
