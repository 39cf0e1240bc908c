using System;

// The JSON shapes that cross the bridge. Results are {"ok":true,"value":...} or
// {"ok":false,"error":{"code","message","context"}}; arguments are one JSON object per call.
namespace Sdk.Internal
{
    [Serializable]
    internal sealed class WireError
    {
        public string code;
        public string message;
        public string context;
    }

    [Serializable]
    internal sealed class Outcome
    {
        public bool ok;
        public WireError error;
    }

    [Serializable]
    internal sealed class Outcome<T>
    {
        public bool ok;
        public T value;
    }

    [Serializable]
    internal sealed class ListOutcome<T>
    {
        public bool ok;
        public T[] value;
    }

    [Serializable]
    internal sealed class NoArgs { }

    [Serializable]
    internal sealed class KeyArgs
    {
        public string key;
    }

    [Serializable]
    internal sealed class KeyValueArgs
    {
        public string key;
        public string value;
    }

    [Serializable]
    internal sealed class KeysArgs
    {
        public string[] keys;
    }

    [Serializable]
    internal sealed class IdArgs
    {
        public string id;
    }

    [Serializable]
    internal sealed class TokenArgs
    {
        public string purchaseToken;
    }

    [Serializable]
    internal sealed class ProgressArgs
    {
        public double progress;
    }

    [Serializable]
    internal sealed class AvatarArgs
    {
        public string username;
        public int size;
    }

    [Serializable]
    internal sealed class PromptArgs
    {
        public string message;
        public string dataJson;
        /// <summary>The call id that receives onClose.</summary>
        public int closeCallId;
    }

    [Serializable]
    internal sealed class PromptLoginArgs
    {
        /// <summary>The call id of the showRegistrationPrompt call that made the prompt (the manifest's argument `prompt`).</summary>
        public int prompt;
    }

    [Serializable]
    internal sealed class AdArgs
    {
        /// <summary>The call id that receives beforeAd (the call's own id receives the outcome).</summary>
        public int beforeAdCallId;
    }

    [Serializable]
    internal sealed class PayloadArgs
    {
        public string dataJson;
    }

    [Serializable]
    internal sealed class AnalyticsArgs
    {
        public string name;
        public double score;
        public bool wasCompleted;
        public string dataJson;
    }

    [Serializable]
    internal sealed class StyleArgs
    {
        public string style;
    }

    [Serializable]
    internal sealed class ScoreArgs
    {
        public string leaderboard;
        public double score;
        public string extraData;
        public int count;
        public int offset;
        public string title;
        public string dataJson;
    }

    [Serializable]
    internal sealed class StatsArgs
    {
        public Stat[] stats;
        public string[] keys;
    }

    /// <summary>What an ad call ends with: how the ad went, never a generic failure.</summary>
    [Serializable]
    internal sealed class AdResult
    {
        public bool viewed;
    }

    /// <summary>A string that may be absent: JsonUtility has no null for strings.</summary>
    [Serializable]
    internal sealed class NullableString
    {
        public bool present;
        public string text;

        internal string Get()
        {
            return present ? text ?? "" : null;
        }
    }
}
