namespace Sdk.Mocks
{
    /// <summary>One row of <see cref="Profile.Operations"/>: an operation as the mocks play it (the manifest's columns).</summary>
    internal sealed class MockOperation
    {
        /// <summary>The context its errors name, as the core's.</summary>
        internal string Context;
        /// <summary>The partner column: offered (the mocks answer as the row says), quiet (accepted and dropped once initialised) or notOffered (FeatureNotSupported once initialised).</summary>
        internal string Partner;
        /// <summary>Whether it answers in the call itself (it returns or throws its result); else on the game's next frame, as the browser would.</summary>
        internal bool Now;
        /// <summary>The feature of the mock platform that answers it (MockEngine.generated.cs runs each), or null.</summary>
        internal string Feature;
        /// <summary>The JSON text of its constant answer once initialised, or null.</summary>
        internal string ValueJson;
        /// <summary>For a capability check: false before initialisation (unless <see cref="Anytime"/>), then this; null otherwise.</summary>
        internal bool? Supports;
        internal bool Anytime;
        /// <summary>The shape its answer passes through for JsonUtility (the bridge host's Unity row), or null.</summary>
        internal string Shape;
    }
}
