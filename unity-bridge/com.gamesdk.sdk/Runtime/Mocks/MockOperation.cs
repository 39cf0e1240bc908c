namespace Sdk.Mocks
{
    /// <summary>What the partner platform does with an operation (the manifest's partner column).</summary>
    internal enum Partner
    {
        /// <summary>The platform runs it: the mocks answer with the operation's <see cref="MockAnswer"/>.</summary>
        Offered,

        /// <summary>Accepted and dropped once initialised.</summary>
        Quiet,

        /// <summary>Fails with FeatureNotSupported once initialised.</summary>
        NotOffered,
    }

    /// <summary>When an answer reaches the game.</summary>
    internal enum Reply
    {
        /// <summary>In the call itself: the operation returns (or throws) its result.</summary>
        Now,

        /// <summary>On the game's next frame, as the browser would.</summary>
        NextFrame,
    }

    /// <summary>One row of <see cref="Profile.Operations"/>: an operation as the mocks play it.</summary>
    internal sealed class MockOperation
    {
        internal MockOperation(string context, Partner partner, Reply reply, MockAnswer answer)
        {
            Context = context;
            Partner = partner;
            Reply = reply;
            Answer = answer;
        }

        /// <summary>The context its errors name, as the core's.</summary>
        internal string Context { get; private set; }

        internal Partner Partner { get; private set; }

        internal Reply Reply { get; private set; }

        /// <summary>How the mocks answer it; null for an operation the platform does not offer or drops.</summary>
        internal MockAnswer Answer { get; private set; }
    }

    /// <summary>How the mocks answer an operation (the manifest's mock column).</summary>
    internal sealed class MockAnswer
    {
        private MockAnswer(string feature, string valueJson, bool? supported)
        {
            FeatureName = feature;
            ValueJson = valueJson;
            Supported = supported;
        }

        /// <summary>The feature of the mock platform that answers (<see cref="MockBackend"/> has a handler for each), or null.</summary>
        internal string FeatureName { get; private set; }

        /// <summary>The JSON text of the constant answer once initialised, or null.</summary>
        internal string ValueJson { get; private set; }

        /// <summary>For a capability check: false before initialisation, then this; null otherwise.</summary>
        internal bool? Supported { get; private set; }

        /// <summary>Whether a <see cref="Supported"/> answer holds before initialisation too.</summary>
        internal bool Anytime { get; private set; }

        /// <summary>Answered by the feature <paramref name="name"/> of the mock platform.</summary>
        internal static MockAnswer Feature(string name)
        {
            return new MockAnswer(name, null, null);
        }

        /// <summary>Answered with the JSON value <paramref name="json"/> once initialised.</summary>
        internal static MockAnswer Value(string json)
        {
            return new MockAnswer(null, json, null);
        }

        /// <summary>Answered like a module's IsSupported: false before initialisation, then <paramref name="supported"/>.</summary>
        internal static MockAnswer Supports(bool supported)
        {
            return new MockAnswer(null, null, supported);
        }

        /// <summary>Answered like the Data module's IsSupported: <paramref name="supported"/>, before initialisation too.</summary>
        internal static MockAnswer SupportsAnytime(bool supported)
        {
            return new MockAnswer(null, null, supported) { Anytime = true };
        }
    }
}
