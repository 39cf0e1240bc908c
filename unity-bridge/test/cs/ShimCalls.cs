// How C# makes each call the runner hands the shim: the operation's typed method with the JSON
// arguments cast to its parameter types. Arguments the types rule out never come here: the
// runner's TypeScript side skips them (test/support/cs-fit.ts), as C#'s compiler refuses them.
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
            switch (call)
            {
                case "auth.showRegistrationPrompt":
                    // Answered at once, or (closes) with what the prompt's close hands the game.
                    Sdk.Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions((string)Key(a[0], "message")), closed => complete(closed), fail);
                    if (!closes) ok();
                    return;
                // A prompt by id, as the bridge sends it: a game only gets prompts from ShowRegistrationPrompt.
                case "auth.registrationPromptLogin": new RegistrationPrompt((int)a[0], "auth.registrationPromptLogin").Login(ok, fail); return;
                case "iap.formatOffer": complete(Sdk.Sdk.Iap.FormatOffer(Plan(a[0]), (string)At(a, 1))); return;
                case "player.setDataAsync":
                {
                    var data = new PlayerData();
                    foreach (var entry in (JsonObject)a[0]) data.Set(entry.Key, entry.Value.ToString());
                    Sdk.Sdk.Player.SetDataAsync(data, ok, fail);
                    return;
                }
                case "stats.postStatsAsync": Sdk.Sdk.Stats.PostStatsAsync(Stats(a[0]), ok, fail); return;
                case "stats.incrementStatsAsync": Sdk.Sdk.Stats.IncrementStatsAsync(Stats(a[0]), okAny, fail); return;
                case "ads.showInterstitial": Sdk.Sdk.Ads.ShowInterstitial(() => callback("beforeAd"), () => callback("afterAd"), e => callback("onError:" + e.Code)); return;
                case "ads.showRewarded": Sdk.Sdk.Ads.ShowRewarded(() => callback("beforeAd"), viewed => callback("afterAd"), e => callback("onError:" + e.Code)); return;
                case "iap.recoverPurchasesAsync":
                    if ((string)a[0]["$recovery"] != "untouched") throw new InvalidOperationException("unknown recovery options " + a[0]);
                    // Hooks that must never run: a call is reported as the recovery's failure, so an empty report proves none ran.
                    Sdk.Sdk.Iap.RecoverPurchasesAsync(new RecoverPurchasesOptions(
                        token => { throw new InvalidOperationException("HasToken was called"); },
                        (purchase, claimed) => { throw new InvalidOperationException("Grant was called"); }), complete, fail);
                    return;
                // Sdk.on and Sdk.off are C# events (an unknown event name cannot be written).
                case "on":
                case "off":
                    var listened = typeof(Sdk.Sdk).GetEvent("On" + Pascal((string)a[0]));
                    if (call == "on") listened.AddEventHandler(null, NoopListener); else listened.RemoveEventHandler(null, NoopListener);
                    ok();
                    return;
                default:
                    if (!InvokePlain(call, a, complete, fail)) throw new InvalidOperationException("the vectors name " + call + ", which the C# API lacks");
                    return;
            }
        }

        // The case's argument at index, or null when the case gives fewer.
        private static JsonValue At(List<JsonValue> a, int index) { return index < a.Count ? a[index] : null; }

        // An object argument's key, or null when the object or the key is absent.
        private static JsonValue Key(JsonValue value, string key)
        {
            var record = (JsonObject)value;
            return record != null && record.ContainsKey(key) ? record[key] : null;
        }

        private static Stat[] Stats(JsonValue stats) { return ((JsonObject)stats).Select(entry => new Stat(entry.Key, (double)entry.Value)).ToArray(); }

        // A plan's terms as C#'s Subscription holds them.
        private static Subscription Plan(JsonValue o)
        {
            var productId = (string)Key(o, "productId");
            return new Subscription(productId, false, (bool)o["trialEligible"], "", "", productId, "", "", (double)o["priceAmount"], (string)Key(o, "priceCurrencyCode"), (string)Key(o, "billingPeriod"), (int)o["trialDays"]);
        }
    }
}
