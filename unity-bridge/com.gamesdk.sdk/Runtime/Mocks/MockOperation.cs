namespace Sdk.Mocks
{
    /// <summary>What the partner platform does with an operation (the manifest's partner column).</summary>
    internal enum Partner
    {
        /// <summary>The platform runs it: the mocks answer as the row says.</summary>
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

    /// <summary>One row of <see cref="Profile.Operations"/>: an operation as the mocks play it (the manifest's columns).</summary>
    internal sealed class MockOperation
    {
        internal MockOperation(string context, Partner partner, Reply reply, string feature = null, string valueJson = null, bool? supports = null, bool anytime = false, string shape = null)
        {
            Context = context;
            Partner = partner;
            Reply = reply;
            Feature = feature;
            ValueJson = valueJson;
            Supports = supports;
            Anytime = anytime;
            Shape = shape;
        }

        /// <summary>The context its errors name, as the core's.</summary>
        internal string Context { get; private set; }

        internal Partner Partner { get; private set; }

        internal Reply Reply { get; private set; }

        /// <summary>The feature of the mock platform that answers it (MockEngine.generated.cs runs each), or null.</summary>
        internal string Feature { get; private set; }

        /// <summary>The JSON text of its constant answer once initialised, or null.</summary>
        internal string ValueJson { get; private set; }

        /// <summary>For a capability check: false before initialisation (unless <see cref="Anytime"/>), then this; null otherwise.</summary>
        internal bool? Supports { get; private set; }

        internal bool Anytime { get; private set; }

        /// <summary>The shape its answer passes through for JsonUtility (the bridge host's Unity row), or null.</summary>
        internal string Shape { get; private set; }
    }
}
