using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>The current player and their data.</summary>
        public static partial class Player
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("player.isSupported", null);
            }

            /// <summary>Stable id of the player, guest or registered.</summary>
            public static string GetId()
            {
                return Bridge.CallSync<string>("player.getId", null);
            }

            /// <summary><c>authorized</c> (registered) or <c>lite</c> (guest).</summary>
            public static string GetMode()
            {
                return Bridge.CallSync<string>("player.getMode", null);
            }

            /// <summary>Display name; empty when there is none.</summary>
            public static string GetName()
            {
                return Bridge.CallSync<string>("player.getName", null);
            }

            /// <summary>Photo URL; empty when there is none.</summary>
            public static string GetPhoto()
            {
                return Bridge.CallSync<string>("player.getPhoto", null);
            }

            /// <summary>Values for <paramref name="keys"/> from the player store (the same store as <see cref="Data"/>); missing keys are left out.</summary>
            public static void GetDataAsync(string[] keys, Action<PlayerData> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("player.getDataAsync", new KeysArgs { keys = keys }, onSuccess, onError);
            }

            /// <inheritdoc cref="GetDataAsync(string[], Action{PlayerData}, Action{SdkError})"/>
            public static Task<PlayerData> GetDataAsync(string[] keys)
            {
                return Callbacks.AsTask<PlayerData>((done, fail) => GetDataAsync(keys, done, fail));
            }

            /// <summary>Saves every entry of <paramref name="data"/> or none: past the limit it fails with <see cref="ErrorCode.DataLimitExceeded"/>.</summary>
            public static void SetDataAsync(PlayerData data, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("player.setDataAsync", data, onSuccess, onError);
            }

            /// <inheritdoc cref="SetDataAsync(PlayerData, Action, Action{SdkError})"/>
            public static Task SetDataAsync(PlayerData data)
            {
                return Callbacks.AsTask((done, fail) => SetDataAsync(data, done, fail));
            }

            /// <summary>Signed proof of the player's identity, to verify on a server (kind <c>player</c>).</summary>
            public static void GetSignedPlayerInfoAsync(Action<SignedPlayerInfo> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("player.getSignedPlayerInfoAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="GetSignedPlayerInfoAsync(Action{SignedPlayerInfo}, Action{SdkError})"/>
            public static Task<SignedPlayerInfo> GetSignedPlayerInfoAsync()
            {
                return Callbacks.AsTask<SignedPlayerInfo>(GetSignedPlayerInfoAsync);
            }

            /// <summary>Whether <see cref="GetBotAvatarAsync(string, int)"/> is available; check first and keep your own art as fallback.</summary>
            public static bool IsBotAvatarSupported()
            {
                return Bridge.CallSync<bool>("player.isBotAvatarSupported", null);
            }

            /// <summary>A picture URL for a bot named <paramref name="username"/>; the same name always gives the same picture. <paramref name="size"/> is 1 to 1024 pixels.</summary>
            public static void GetBotAvatarAsync(string username, int size, Action<string> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("player.getBotAvatarAsync", new AvatarArgs { username = username, size = size }, onSuccess, onError);
            }

            /// <inheritdoc cref="GetBotAvatarAsync(string, int, Action{string}, Action{SdkError})"/>
            public static Task<string> GetBotAvatarAsync(string username, int size)
            {
                return Callbacks.AsTask<string>((done, fail) => GetBotAvatarAsync(username, size, done, fail));
            }
        }
    }
}
