// The control cases' steps (test/vectors/control.json through the one runner) on the Play Mode
// mocks: a fresh launch heard by a listener on each of the platform's events, and each verb of
// MockPlatform by its C# name with C#'s parameters; a refused verb is the ArgumentException it throws.
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
                case "controlCase":
                    platform.Prepare(new JsonObject { { "player", "guest" }, { "profile", "partner" }, { "stage", "started" } });
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

        private static object Verb(string verb, JsonArray args)
        {
            Func<int, JsonValue> at = i => i < args.Count ? args[i] : null;
            switch (verb)
            {
                case "reset": MockPlatform.Reset(); return null;
                case "getPlayer": return MockPlatform.GetPlayer();
                case "setPlayer":
                {
                    var player = (JsonObject)args[0];
                    foreach (var key in player.Keys) if (key != "id" && key != "registered") throw new ArgumentException("unknown key '" + key + "' in player");
                    MockPlatform.SetPlayer(player.ContainsKey("id") ? (string)player["id"] : null, player.ContainsKey("registered") ? (bool?)(bool)player["registered"] : null);
                    return null;
                }
                case "getPlayerData": return MockPlatform.GetPlayerData();
                case "getNotifications": return MockPlatform.GetNotifications();
                case "getPurchases": return MockPlatform.GetPurchases();
                case "seedPurchases": return MockPlatform.SeedPurchases((int)args[0], at(1) == null ? null : (string)at(1));
                case "failNextConsume": MockPlatform.FailNextConsume(at(0) == null ? 1 : (int)at(0), at(1) == null ? 0 : (int)at(1)); return null;
                case "getSubscriptions": return MockPlatform.GetSubscriptions();
                case "setSubscription": MockPlatform.SetSubscription((string)args[0], at(1) == null ? "active" : (string)at(1)); return null;
                case "addReferral": MockPlatform.AddReferral((string)args[0]); return null;
                case "setEntryPayload": MockPlatform.SetEntryPayload(at(0) == null ? null : at(0).ToString()); return null;
                case "fire": MockPlatform.Fire((string)args[0]); return null;
                case "setOutcome": MockPlatform.SetOutcome((string)args[0], (string)args[1], at(2) == null ? 1 : (int)at(2)); return null;
                case "clearOutcomes": MockPlatform.ClearOutcomes(); return null;
                case "setOffersPurchases": MockPlatform.SetOffersPurchases((bool)args[0]); return null;
            }
            throw new InvalidOperationException("no C# verb for " + verb);
        }
    }
}
