// The shared control vectors (test/vectors/control.json; its $comment is the format) on the Play
// Mode mocks through Sdk.Mocks.MockPlatform: each case on a reset platform, the game initialised
// and started and listening to every event; a control step calls the verb in its C# name, a call
// step the C# API, and the answer is held to the case's expectation (fields by their PascalCase
// properties, a refused verb as the ArgumentException it throws).
using System;
using System.Collections;
using System.Collections.Generic;
using System.IO;
using System.Json;
using System.Linq;
using NUnit.Framework;
using Sdk;
using Sdk.Mocks;
using Sdk.Tests;

namespace GameSdk.Tests.Mono
{
    [TestFixture]
    public sealed class ControlVectorTests
    {
        [Test]
        public void EveryControlVectorPassesOnTheMocks()
        {
            Assert.IsNotNull(TestFiles.ControlPath, "pass the control vectors file as the second argument");
            var cases = ((JsonArray)JsonValue.Parse(File.ReadAllText(TestFiles.ControlPath))["cases"]).Cast<JsonObject>().ToList();
            var failures = new List<string>();
            foreach (var vector in cases)
            {
                var heard = new List<string>();
                Action paused = () => heard.Add("pause"), resumed = () => heard.Add("resume"), leaving = () => heard.Add("exitRequested");
                Sdk.Sdk.OnPause += paused;
                Sdk.Sdk.OnResume += resumed;
                Sdk.Sdk.OnExitRequested += leaving;
                try
                {
                    using (var frames = Frames.Start())
                    {
                        foreach (JsonObject step in (JsonArray)vector["steps"])
                        {
                            var problem = step.ContainsKey("events") ? Events(frames, heard, (JsonArray)step["events"]) : step.ContainsKey("control") ? Control(step) : Call(frames, step);
                            if (problem != null) throw new InvalidOperationException(problem);
                        }
                    }
                    Console.WriteLine("control ok: " + (string)vector["name"]);
                }
                catch (Exception why)
                {
                    failures.Add((string)vector["name"] + ": " + why.Message);
                }
                finally
                {
                    Sdk.Sdk.OnPause -= paused;
                    Sdk.Sdk.OnResume -= resumed;
                    Sdk.Sdk.OnExitRequested -= leaving;
                }
            }
            Assert.AreEqual("", string.Join("\n", failures.ToArray()));
        }

        private static string Events(Frames frames, List<string> heard, JsonArray expected)
        {
            frames.Pump();
            var want = string.Join(",", expected.Select(e => (string)e).ToArray());
            return string.Join(",", heard.ToArray()) == want ? null : "heard " + string.Join(",", heard.ToArray()) + ", expected " + want;
        }

        // A verb by its C# name; a refused one throws ArgumentException.
        private static string Control(JsonObject step)
        {
            var args = (JsonArray)step["args"];
            var refused = Expect(step) != null && Expect(step).ContainsKey("refused");
            object answer;
            try
            {
                answer = Verb((string)step["control"], args);
            }
            catch (ArgumentException why)
            {
                return refused ? null : (string)step["control"] + " refused: " + why.Message;
            }
            return refused ? (string)step["control"] + " " + args.ToString() + " was not refused" : Holds(answer, Expect(step));
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

        // A call of the C# API, run until its callback; its answer or error held to the step's expectation.
        private static string Call(Frames frames, JsonObject step)
        {
            var args = (JsonArray)step["args"];
            var expect = Expect(step);
            object value = null;
            SdkError error = null;
            Action<SdkError> failed = e => error = e;
            switch ((string)step["call"])
            {
                case "player.getId": value = Sdk.Sdk.Player.GetId(); break;
                case "player.getMode": value = Sdk.Sdk.Player.GetMode(); break;
                case "auth.isAuthenticated": value = Sdk.Sdk.Auth.IsAuthenticated(); break;
                case "iap.isSupported": value = Sdk.Sdk.Iap.IsSupported(); break;
                case "session.getEntryPointData": value = Sdk.Sdk.Session.GetEntryPointData(); break;
                case "player.getSignedPlayerInfoAsync": Sdk.Sdk.Player.GetSignedPlayerInfoAsync(v => value = v, failed); break;
                case "referrals.listAsync": Sdk.Sdk.Referrals.ListAsync(v => value = v, failed); break;
                case "iap.getPurchasesAsync": Sdk.Sdk.Iap.GetPurchasesAsync(v => value = v, failed); break;
                case "iap.getSubscriptionsAsync": Sdk.Sdk.Iap.GetSubscriptionsAsync(v => value = v, failed); break;
                case "iap.getCatalogAsync": Sdk.Sdk.Iap.GetCatalogAsync(v => value = v, failed); break;
                case "iap.purchaseAsync": Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions((string)args[0]["productId"]), v => value = v, failed); break;
                case "iap.consumePurchaseAsync":
                {
                    var listed = new List<Purchase>();
                    Sdk.Sdk.Iap.GetPurchasesAsync(v => listed.AddRange(v), failed);
                    frames.Pump();
                    Sdk.Sdk.Iap.ConsumePurchaseAsync(listed[(int)args[0]["$pendingToken"]].PurchaseToken, () => { }, failed);
                    break;
                }
                case "player.setDataAsync":
                {
                    var data = new PlayerData();
                    foreach (var entry in (JsonObject)args[0]) data.Set(entry.Key, entry.Value.ToString());
                    Sdk.Sdk.Player.SetDataAsync(data, () => { }, failed);
                    break;
                }
                case "notifications.scheduleAsync":
                {
                    var o = (JsonObject)args[0];
                    Sdk.Sdk.Notifications.ScheduleAsync(new NotificationOptions((string)o["id"], (string)o["title"], (string)o["body"], (int)o["scheduledInDays"]) { ImageAssetId = (string)o["imageAssetId"] }, v => value = v, failed);
                    break;
                }
                case "auth.showRegistrationPrompt":
                {
                    RegistrationPromptCloseResult closed = null;
                    Sdk.Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions((string)args[0]["message"]), r => closed = r, failed);
                    frames.Pump();
                    if (error != null) return "the prompt failed: " + error;
                    if (closed == null) return "the prompt did not close";
                    return closed.Registered == (bool)expect["closed"]["registered"] ? null : "closed with Registered " + closed.Registered;
                }
                default: throw new InvalidOperationException("no C# call for " + (string)step["call"]);
            }
            frames.Pump();
            if (expect != null && expect.ContainsKey("error"))
            {
                if (error == null) return step["call"].ToString() + ": expected " + expect["error"].ToString() + ", got success";
                return error.Code == ErrorCodes.FromCode((string)expect["error"]) && error.Message == (string)expect["message"] ? null : (string)step["call"] + ": got " + error;
            }
            return error != null ? (string)step["call"] + " failed: " + error : Holds(value, expect);
        }

        private static JsonObject Expect(JsonObject step)
        {
            return step.ContainsKey("expect") ? (JsonObject)step["expect"] : null;
        }

        // Whether an answer holds to an expectation (null when it does).
        private static string Holds(object answer, JsonObject expect)
        {
            if (expect == null) return null;
            if (expect.ContainsKey("path")) foreach (var key in (JsonArray)expect["path"]) answer = Part(answer, key);
            if (expect.ContainsKey("value") && !Same(answer, expect["value"])) return "expected " + expect["value"].ToString() + ", got " + Show(answer);
            if (expect.ContainsKey("fields")) foreach (var field in (JsonObject)expect["fields"]) if (!Same(Part(answer, field.Key), field.Value)) return field.Key + ": expected " + field.Value.ToString() + ", got " + Show(Part(answer, field.Key));
            var count = expect.ContainsKey("length") ? expect["length"] : expect.ContainsKey("count") ? expect["count"] : null;
            if (count != null && (!(answer is ICollection) || ((ICollection)answer).Count != (int)count)) return "expected " + count.ToString() + " entries, got " + Show(answer);
            if (expect.ContainsKey("each"))
            {
                var list = answer as ICollection;
                if (list == null || list.Count == 0) return "expected a non-empty list, got " + Show(answer);
                foreach (var element in list) foreach (var field in (JsonObject)expect["each"]) if (!Same(Part(element, field.Key), field.Value)) return field.Key + ": expected " + field.Value.ToString() + ", got " + Show(Part(element, field.Key));
            }
            return null;
        }

        // A list's element, a dictionary's entry (JSON text read as JSON) or a property by its PascalCase name.
        private static object Part(object value, JsonValue key)
        {
            if (value is IList && key.JsonType == JsonType.Number) return ((IList)value)[(int)key];
            var name = (string)key;
            var texts = value as IDictionary<string, string>;
            if (texts != null) return texts.ContainsKey(name) ? JsonValue.Parse(texts[name]) : null;
            var property = value == null ? null : value.GetType().GetProperty(char.ToUpperInvariant(name[0]) + name.Substring(1));
            return property == null ? null : property.GetValue(value, null);
        }

        private static bool Same(object actual, JsonValue expected)
        {
            if (expected == null) return actual == null;
            if (actual is JsonValue) return actual.ToString() == expected.ToString();
            var texts = actual as IDictionary<string, string>;
            if (texts != null) return expected.JsonType == JsonType.Object && texts.Count == expected.Count && ((JsonObject)expected).All(e => texts.ContainsKey(e.Key) && JsonValue.Parse(texts[e.Key]).ToString() == e.Value.ToString());
            if (actual is string && expected.JsonType == JsonType.Object) return JsonValue.Parse((string)actual).ToString() == expected.ToString();
            if (actual is bool) return expected.JsonType == JsonType.Boolean && (bool)actual == (bool)expected;
            if (actual is string) return expected.JsonType == JsonType.String && (string)actual == (string)expected;
            return actual != null && Convert.ToString(actual, System.Globalization.CultureInfo.InvariantCulture) == expected.ToString();
        }

        private static string Show(object value)
        {
            return value == null ? "null" : value is ICollection ? value.GetType().Name + " of " + ((ICollection)value).Count : value.ToString();
        }
    }
}
