// Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
using System.Collections.Generic;

namespace Sdk.Mocks
{
    // The mock platform's behaviour every engine's mock shares: who the player is, what signed
    // values say, the player's scripted choices and the events.
    internal static class MockData
    {
        // The player every mock starts with, a guest.
        internal const string FirstPlayerId = "player-1";

        // A purchase token is this and a number counting from 1.
        internal const string PurchaseTokenPrefix = "mock-purchase-";

        // Every signed value: nothing is signed outside the mock platform server.
        internal const string Unsigned = "mock-unsigned";

        // The choices of each kind of step the player decides (MockPlatform.SetOutcome).
        internal static readonly Dictionary<string, string[]> Outcomes = new Dictionary<string, string[]>
        {
            { "checkout", new[] { "buy", "close" } },
            { "registration", new[] { "register", "close" } },
            { "share", new[] { "share", "close" } },
        };

        // The events MockPlatform.Fire raises, by the mock platform's names.
        internal static readonly string[] Events = { "pause", "resume", "exitRequested" };
    }
}
