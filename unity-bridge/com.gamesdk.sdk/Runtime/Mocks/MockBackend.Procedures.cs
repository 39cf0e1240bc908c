using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Sdk.Internal;
using UnityEngine;

namespace Sdk.Mocks
{
    // The procedures engineMock names (do): what needs more than a template. A feature's takes the
    // call's arguments in their wire class (checked already) and answers the SDK's JSON; a verb's
    // takes the verb's arguments (checked already) and throws ArgumentException for a value the
    // platform does not know.
    internal sealed partial class MockBackend
    {
        // A JSON string stays as it is; any other JSON value reads as its text (as data.getString does).
        private string DoGetString(KeyArgs a)
        {
            string json;
            return !Store.TryGetValue(a.key, out json) ? "null" : json.TrimStart().StartsWith("\"", StringComparison.Ordinal) ? json : JsonText.Quote(json);
        }

        // Over the limit the write is skipped with a warning and answers false, as the core's.
        private string DoSetString(KeyValueArgs a)
        {
            if (Write(new Dictionary<string, string> { { a.key, JsonText.Quote(a.value ?? "") } })) return "true";
            Debug.LogWarning("gamesdk: " + answering.Context + " skipped: the write would pass the player data limit of " + Rules.PlayerDataLimitBytes + " bytes");
            return "false";
        }

        private string DoRemove(KeyArgs a)
        {
            Store.Remove(a.key);
            return "null";
        }

        private string DoUsage() => JsonUtility.ToJson(new DataUsage(Size(Store), Rules.PlayerDataLimitBytes));

        private string DoGetMany(KeysArgs a)
        {
            var data = new PlayerData();
            foreach (var key in a.keys.Where(Store.ContainsKey)) data.Set(key, Store[key]);
            return JsonUtility.ToJson(data);
        }

        // Every entry or none: past the limit the whole record is refused.
        private string DoSetMany(PlayerData data)
        {
            string json = null;
            if (!Write(data.Keys.ToDictionary(key => key, key => data.TryGet(key, out json) ? json : null))) throw new Problem(ErrorCode.DataLimitExceeded, Rules.PlayerDataLimitMessage(Rules.PlayerDataLimitBytes));
            return "null";
        }

        // Writes every change or none: false when the record would pass the player data limit.
        private bool Write(IDictionary<string, string> changes)
        {
            var next = new Dictionary<string, string>(Store);
            foreach (var change in changes) next[change.Key] = change.Value;
            if (Size(next) > Rules.PlayerDataLimitBytes) return false;
            foreach (var change in changes) Store[change.Key] = change.Value;
            return true;
        }

        // What the limit counts: the UTF-8 bytes of the record's JSON text, as the core counts them.
        private static long Size(Dictionary<string, string> record) =>
            Encoding.UTF8.GetByteCount("{" + string.Join(",", record.Select(entry => JsonText.Quote(entry.Key) + ":" + entry.Value).ToArray()) + "}");

        private string DoBotAvatar(AvatarArgs a) => JsonText.Quote("https://avatars.mock.invalid/" + Uri.EscapeDataString(a.username) + "?size=" + a.size);

        // Shows the registration prompt, its id the id of the call that showed it; an outcome set for
        // the registration closes it right after it opened, as the player would.
        private string DoOpenPrompt(PromptArgs a)
        {
            var id = answeringCallId;
            PromptsShown++;
            Prompts[id] = a.closeCallId;
            var outcome = TakeOutcome("registration");
            if (outcome != null) afterAnswer = () => ClosePrompt(id, outcome == "register");
            return "true";
        }

        // Registration over SMS completes at once in the mock; on the platform the game then reloads.
        // A login on a prompt that has closed changes nothing; one never shown is INVALID_PARAM.
        private string DoLogin(PromptLoginArgs a)
        {
            if (!Prompts.ContainsKey(a.prompt)) throw new Problem("unknownPrompt", a.prompt);
            ClosePrompt(a.prompt, true);
            return "null";
        }

        // Closes a prompt still open: its onClose hears whether the player registered.
        internal void ClosePrompt(int id, bool registered)
        {
            int closeCallId;
            if (!Prompts.TryGetValue(id, out closeCallId) || closeCallId == 0) return;
            Prompts[id] = 0;
            Registered |= registered;
            Bridge.Deliver(closeCallId, Json.Success(new RegistrationPromptCloseResult(registered)));
        }

        private string DoSchedule(NotificationOptions options)
        {
            Notifications[options.Id] = options;
            return JsonUtility.ToJson(new ScheduledNotification(options.Id, options.ScheduledInDays));
        }

        // The week sets each entry's id and day from its place: the first entry is day 1.
        private string DoScheduleWeek(NotificationsScheduleWeekAsyncArgs a)
        {
            var week = a.entries.Select((entry, index) => new NotificationOptions(Rules.WeekIdPrefix + (index + 1), entry.Title, entry.Body, index + 1) { ImageAssetId = entry.ImageAssetId, ImageDataUrl = entry.ImageDataUrl, Data = entry.Data });
            return "[" + string.Join(",", week.Select(DoSchedule).ToArray()) + "]";
        }

        private string DoCancel(IdArgs a)
        {
            Notifications.Remove(a.id);
            return "null";
        }

        private string DoPurchases() => ListJson(Purchases.Take(Rules.PurchasesPerCall));

        private string DoPurchase(PurchaseOptions options)
        {
            if (!Catalog.Any(product => product.ProductId == options.ProductId)) throw new Problem("unknownProduct", options.ProductId);
            if (ClosesCheckout()) throw new Problem(ErrorCode.UserCancelled, Rules.CheckoutClosedMessage());
            return JsonUtility.ToJson(NewPurchase(options.ProductId));
        }

        // Consuming a consumed purchase succeeds again (the spec: safe to repeat); a fault set with
        // failNextConsume fails its consume after `after` more succeed, and the purchase stays.
        private string DoConsume(TokenArgs a)
        {
            if (Consumed.Contains(a.purchaseToken)) return "null";
            var index = Purchases.FindIndex(purchase => purchase.PurchaseToken == a.purchaseToken);
            if (index < 0) throw new Problem("unknownPurchaseToken");
            if (ConsumeFaults.After > 0) ConsumeFaults.After--;
            else if (ConsumeFaults.Count > 0)
            {
                ConsumeFaults.Count--;
                throw new Problem(ErrorCode.OperationFailed, Rules.ConsumeFailedMessage());
            }
            Purchases.RemoveAt(index);
            Consumed.Add(a.purchaseToken);
            return "null";
        }

        // In the mock platform's order: the plan, then the player, then what the player holds.
        private string DoSubscribe(PurchaseOptions options)
        {
            var index = Plans.FindIndex(candidate => candidate.ProductId == options.ProductId);
            if (index < 0) throw new Problem("unknownPlan", options.ProductId);
            if (!Registered) throw new Problem(ErrorCode.PlayerNotAuthenticated, Rules.GuestSubscriptionMessage());
            var plan = Plans[index];
            if (plan.IsActive) throw new Problem(ErrorCode.InvalidOperation, Rules.PlanAlreadyHeldMessage(options.ProductId));
            if (ClosesCheckout()) return JsonUtility.ToJson(WithState(plan, false, plan.TrialEligible, "cancelled", ""));
            Plans[index] = WithState(plan, true, false, "active", MockData.Unsigned);
            return JsonUtility.ToJson(Plans[index]);
        }

        // No ad fills on the partner platform (the NoFill switch); a network that fills shows beforeAd,
        // then ends the ad watched (an interstitial's end does not read it).
        private string DoNoAd(AdArgs a)
        {
            if (NoFill) throw new Problem(ErrorCode.NoFill, "no ad was available: resume the game in onError");
            Bridge.Deliver(a.beforeAdCallId, Json.Success(true));
            return JsonUtility.ToJson(new AdResult { viewed = true });
        }

        // A fresh launch, also of Unity's switches; a recovery the last launch left waiting is forgotten.
        private void DoReset()
        {
            PurchaseRecovery.Reset();
            Faults.Clear();
            Catalog.Clear();
            Catalog.AddRange(Rules.DefaultCatalog());
            CancelCheckout = false;
            NoFill = true;
            PromptsShown = 0;
            afterAnswer = null;
            Launch();
            NewPlayer(MockData.FirstPlayerId);
        }

        // Another id is a player new to the platform; registered null leaves the state.
        private void DoSetPlayer(string id, bool? registered)
        {
            if (id != null && id != PlayerId) NewPlayer(id);
            Registered = registered ?? Registered;
        }

        private void DoSeedPurchases(int count, string productId)
        {
            productId = productId ?? Catalog.Select(product => product.ProductId).FirstOrDefault();
            if (productId == null || !Catalog.Exists(product => product.ProductId == productId)) throw new ArgumentException(Rules.UnknownProductMessage(productId), "productId");
            for (var i = 0; i < count; i++) NewPurchase(productId);
        }

        private void DoSetSubscription(string productId, string status)
        {
            var index = Plans.FindIndex(plan => plan.ProductId == productId);
            if (index < 0) throw new ArgumentException(Rules.UnknownPlanMessage(productId), "productId");
            Plans[index] = WithState(Plans[index], status == "active", Plans[index].TrialEligible, status, MockData.Unsigned);
        }

        // The event's SdkEvent is its name in PascalCase (exitRequested: ExitRequested).
        private static void DoFire(string name) => Bridge.RaiseEvent((int)Enum.Parse(typeof(SdkEvent), char.ToUpperInvariant(name[0]) + name.Substring(1)));

        private void DoSetOutcome(string kind, string choice, int times)
        {
            Queue<string> queue;
            if (!Outcomes.TryGetValue(kind, out queue)) Outcomes[kind] = queue = new Queue<string>();
            for (var i = 0; i < times; i++) queue.Enqueue(choice);
        }

        // The outcome set for the next step of `kind`, or null when none is (then the switches decide).
        private string TakeOutcome(string kind)
        {
            Queue<string> queue;
            return Outcomes.TryGetValue(kind, out queue) && queue.Count > 0 ? queue.Dequeue() : null;
        }

        // Whether the player closes this checkout: the outcome set for it, else the CancelCheckout switch.
        private bool ClosesCheckout() => (TakeOutcome("checkout") ?? (CancelCheckout ? "close" : "buy")) == "close";

        private Purchase NewPurchase(string productId)
        {
            var purchase = new Purchase(productId, MockData.PurchaseTokenPrefix + ++NextToken, MockData.Unsigned, true, DateTime.UtcNow.ToString("o"));
            Purchases.Add(purchase);
            return purchase;
        }

        // The plan with the player's state changed, its terms kept.
        private static Subscription WithState(Subscription plan, bool isActive, bool trialEligible, string status, string signedRequest) =>
            new Subscription(plan.ProductId, isActive, trialEligible, status, signedRequest, plan.Title, plan.Description, plan.Price, plan.PriceAmount, plan.PriceCurrencyCode, plan.BillingPeriod, plan.TrialDays);
    }
}
