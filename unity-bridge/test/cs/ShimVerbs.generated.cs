// Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
using System;
using System.Json;
using Sdk.Mocks;

namespace GameSdk.Tests.Mono
{
    internal static partial class Shim
    {
        // A control step's verb on MockPlatform; what it answers (null for nothing).
        private static object Verb(string verb, JsonArray args)
        {
            Func<int, JsonValue> at = i => i < args.Count ? args[i] : null;
            switch (verb)
            {
                case "reset": MockPlatform.Reset(); return null;
                case "getPlayer": return MockPlatform.GetPlayer();
                case "setPlayer": MockPlatform.SetPlayer(Key(at(0), "id") == null ? null : (string)Key(at(0), "id"), Key(at(0), "registered") == null ? (bool?)null : (bool?)(bool)Key(at(0), "registered")); return null;
                case "getPlayerData": return MockPlatform.GetPlayerData();
                case "getNotifications": return MockPlatform.GetNotifications();
                case "getPurchases": return MockPlatform.GetPurchases();
                case "seedPurchases": return MockPlatform.SeedPurchases((int)at(0), at(1) == null ? null : (string)at(1));
                case "failNextConsume": MockPlatform.FailNextConsume(at(0) == null ? 1 : (int)at(0), at(1) == null ? 0 : (int)at(1)); return null;
                case "getSubscriptions": return MockPlatform.GetSubscriptions();
                case "setSubscription": MockPlatform.SetSubscription((string)at(0), at(1) == null ? "active" : (string)at(1)); return null;
                case "addReferral": MockPlatform.AddReferral((string)at(0)); return null;
                case "setEntryPayload": MockPlatform.SetEntryPayload(at(0) == null ? null : at(0).ToString()); return null;
                case "fire": MockPlatform.Fire((string)at(0)); return null;
                case "setOutcome": MockPlatform.SetOutcome((string)at(0), (string)at(1), at(2) == null ? 1 : (int)at(2)); return null;
                case "clearOutcomes": MockPlatform.ClearOutcomes(); return null;
                case "setOffersPurchases": MockPlatform.SetOffersPurchases((bool)at(0)); return null;
            }
            throw new InvalidOperationException("no C# verb for " + verb);
        }
    }
}
