using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Key-value saves in the player store; follows the player across devices. Guests save too.</summary>
        public static partial class Data
        {
            /// <summary>Always true: every platform has a player store.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("data.isSupported", null);
            }

            /// <summary>The saved string for <paramref name="key"/>, or null when there is none.</summary>
            /// <example><code>var level = int.Parse(Sdk.Sdk.Data.GetString("level") ?? "1");</code></example>
            public static string GetString(string key)
            {
                return Bridge.CallSync<NullableString>("data.getString", new KeyArgs { key = key }).Get();
            }

            /// <summary>
            /// Saves <paramref name="value"/> under <paramref name="key"/> at once in memory; the platform
            /// write follows. Past the 1 MB limit the write is skipped with a warning. Throws
            /// <see cref="SdkError"/> (<see cref="ErrorCode.InvalidParam"/>) for a blank key.
            /// </summary>
            public static void SetString(string key, string value)
            {
                Bridge.CallSync("data.setString", new KeyValueArgs { key = key, value = value });
            }

            /// <summary>Like <see cref="SetString"/>; completes true once stored, false when refused (over the limit) or failed.</summary>
            public static void SetStringAsync(string key, string value, Action<bool> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("data.setStringAsync", new KeyValueArgs { key = key, value = value }, onSuccess, onError);
            }

            /// <inheritdoc cref="SetStringAsync(string, string, Action{bool}, Action{SdkError})"/>
            public static Task<bool> SetStringAsync(string key, string value)
            {
                return Callbacks.AsTask<bool>((done, fail) => SetStringAsync(key, value, done, fail));
            }

            /// <summary>Removes <paramref name="key"/>.</summary>
            public static void RemoveKey(string key)
            {
                Bridge.CallSync("data.removeKey", new KeyArgs { key = key });
            }

            /// <summary>Writes pending changes now; completes true once stored.</summary>
            public static void FlushAsync(Action<bool> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("data.flushAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="FlushAsync(Action{bool}, Action{SdkError})"/>
            public static Task<bool> FlushAsync()
            {
                return Callbacks.AsTask<bool>(FlushAsync);
            }

            /// <summary>Bytes the player's data uses, and the platform's limit.</summary>
            public static DataUsage GetUsage()
            {
                return Bridge.CallSync<DataUsage>("data.getUsage", null);
            }
        }
    }
}
