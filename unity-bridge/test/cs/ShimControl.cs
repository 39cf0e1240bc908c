// The control cases' steps (test/vectors/control.json through the one runner) on the Play Mode
// mocks: a fresh launch heard by a listener on each of the platform's events, and each verb of
// MockPlatform by its C# name with C#'s parameters (ShimVerbs.generated.cs); a refused verb is the
// ArgumentException it throws (an unknown key, which C#'s named parameters cannot give, is refused
// on the TypeScript side: test/support/cs-fit.ts).
using System;
using System.Collections.Generic;
using System.Json;
using System.Linq;
using Sdk;
using Sdk.Mocks;

namespace GameSdk.Tests.Mono
{
    internal static partial class Shim
    {
        private static readonly List<string> Heard = new List<string>();
        // The game listens once, as a game does: a reset platform keeps its listeners.
        private static bool listening;

        private static JsonObject Control(MockShimPlatform platform, string op, JsonObject step)
        {
            switch (op)
            {
                // On a platform the runner's side prepared (a case: a guest, purchases offered, started).
                case "controlCase":
                    if (!listening) foreach (var name in MockData.Events) typeof(Sdk.Sdk).GetEvent("On" + Pascal(name)).AddEventHandler(null, (Action)(() => Heard.Add(name)));
                    listening = true;
                    Heard.Clear();
                    return new JsonObject();
                case "events":
                    platform.Settle();
                    return new JsonObject { { "events", new JsonArray(Heard.Select(e => (JsonValue)e)) } };
                default:
                    try
                    {
                        return new JsonObject { { "value", ToJson(Verb((string)step["verb"], (JsonArray)step["args"])) } };
                    }
                    catch (ArgumentException why)
                    {
                        return new JsonObject { { "refused", why.Message } };
                    }
            }
        }
    }
}
