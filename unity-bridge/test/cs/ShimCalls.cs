// How C# makes each call the runner hands the shim: the operation's typed method with the JSON
// arguments converted to its parameter types. Arguments the types rule out are Inexpressible.
using System;
using System.Collections.Generic;
using System.Json;
using System.Linq;
using Sdk;

namespace GameSdk.Tests.Mono
{
    internal static partial class Shim
    {
        private static readonly Action NoopListener = () => { };

        private static void Invoke(string call, List<JsonValue> a, Action<object> complete, Action<SdkError> fail, Action<string> callback, bool closes)
        {
            Action ok = () => complete(null);
            Action<object> okAny = unused => complete(null);
            var o = a.Count > 0 ? a[0] as JsonObject : null;
            switch (call)
            {
                case "auth.showRegistrationPrompt":
                    // Answered at once, or (closes) with what the prompt's close hands the game.
                    Sdk.Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions(Str(o, "message")), closed => complete(closed), fail);
                    if (!closes) ok();
                    return;
                // A prompt by id, as the bridge sends it: a game only gets prompts from ShowRegistrationPrompt.
                case "auth.registrationPromptLogin": new RegistrationPrompt(Whole(a[0], "a prompt id is an int"), "auth.registrationPromptLogin").Login(ok, fail); return;
                case "iap.formatOffer": complete(Sdk.Sdk.Iap.FormatOffer(Plan(a[0]), a.Count > 1 ? Text(a[1]) : null)); return;
                case "player.setDataAsync":
                {
                    if (o == null) throw new Inexpressible("PlayerData is keys to JSON values, never a list");
                    var data = new PlayerData();
                    foreach (var entry in o) data.Set(entry.Key, entry.Value.ToString());
                    Sdk.Sdk.Player.SetDataAsync(data, ok, fail);
                    return;
                }
                case "stats.postStatsAsync": Sdk.Sdk.Stats.PostStatsAsync(Stats(o), ok, fail); return;
                case "stats.incrementStatsAsync": Sdk.Sdk.Stats.IncrementStatsAsync(Stats(o), okAny, fail); return;
                case "ads.showInterstitial": Sdk.Sdk.Ads.ShowInterstitial(() => callback("beforeAd"), () => callback("afterAd"), e => callback("onError:" + e.Code)); return;
                case "ads.showRewarded": Sdk.Sdk.Ads.ShowRewarded(() => callback("beforeAd"), viewed => callback("afterAd"), e => callback("onError:" + e.Code)); return;
                case "iap.recoverPurchasesAsync":
                    if ((string)o["$recovery"] != "untouched") throw new InvalidOperationException("unknown recovery options " + o);
                    if (o.ContainsKey("misspelt")) throw new Inexpressible("RecoverPurchasesOptions has only HasToken, Claim and Grant: the compiler refuses any other key");
                    // Hooks that must never run: a call is reported as the recovery's failure, so an empty report proves none ran.
                    Sdk.Sdk.Iap.RecoverPurchasesAsync(new RecoverPurchasesOptions(
                        token => { throw new InvalidOperationException("HasToken was called"); },
                        (purchase, claimed) => { throw new InvalidOperationException("Grant was called"); }), complete, fail);
                    return;
                case "on":
                case "off": Listen(call == "on", Text(a[0])); ok(); return;
                default:
                    if (!InvokePlain(call, a, complete, fail)) throw new InvalidOperationException("the vectors name " + call + ", which the C# API lacks");
                    return;
            }
        }

        // Sdk.on and Sdk.off are C# events: an unknown event name cannot be written.
        private static void Listen(bool add, string eventName)
        {
            var field = typeof(Sdk.Sdk).GetEvent("On" + Pascal(eventName));
            if (field == null) throw new Inexpressible("events are C# events; there is none named " + eventName);
            if (add) field.AddEventHandler(null, NoopListener); else field.RemoveEventHandler(null, NoopListener);
        }

        private static Stat[] Stats(JsonObject o) { return o.Select(entry => new Stat(entry.Key, Number(entry.Value))).ToArray(); }

        // A plan's terms as C#'s Subscription holds them: typed fields, so a field of another JSON type is not expressible.
        private static Subscription Plan(JsonValue value)
        {
            if (value.JsonType != JsonType.Object) throw new Inexpressible("a Subscription is an object");
            var o = (JsonObject)value;
            if (!o.ContainsKey("trialEligible") || o["trialEligible"].JsonType != JsonType.Boolean) throw new Inexpressible("TrialEligible is a bool");
            var productId = Str(o, "productId");
            return new Subscription(productId, false, (bool)o["trialEligible"], "", "", productId, "", "", Number(o["priceAmount"]), Str(o, "priceCurrencyCode"), Str(o, "billingPeriod"), Whole(o["trialDays"], "TrialDays is an int"));
        }

        private static string[] Texts(JsonValue value)
        {
            if (value.JsonType != JsonType.Array) throw new Inexpressible("a string[] parameter given " + value.JsonType);
            return ((JsonArray)value).Select(Text).ToArray();
        }

        private static string Str(JsonObject o, string key) { return o.ContainsKey(key) ? Text(o[key]) : null; }

        private static string Text(JsonValue value)
        {
            if (value == null || value.JsonType != JsonType.String) throw new Inexpressible("a string parameter given " + (value == null ? "null" : value.JsonType.ToString()));
            return (string)value;
        }

        private static double Number(JsonValue value)
        {
            if (value == null || value.JsonType != JsonType.Number) throw new Inexpressible("a number parameter given " + (value == null ? "null" : value.JsonType.ToString()));
            return (double)value;
        }

        private static int Whole(JsonValue value, string why)
        {
            var number = Number(value);
            if (number != Math.Floor(number)) throw new Inexpressible(why);
            return (int)number;
        }
    }
}
