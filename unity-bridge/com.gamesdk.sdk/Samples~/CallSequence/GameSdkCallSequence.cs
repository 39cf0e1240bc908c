using System;
using System.Threading.Tasks;
using Sdk;
using UnityEngine;

namespace GameSdkSamples
{
    /// <summary>
    /// The partner platform's mandatory call sequence, in order: initialise, report loading progress,
    /// start the game, recover pending purchases, let guests play with progress saved, prompt guests
    /// (only) to register after saving, then schedule D1 to D7 notifications for registered players.
    /// Add it to an object in the first scene. In the Editor it runs against the Play Mode mocks.
    /// </summary>
    public sealed class GameSdkCallSequence : MonoBehaviour
    {
        private const string ProgressKey = "progress";

        [Serializable]
        private sealed class Progress
        {
            public int level = 1;
            public int coins;
            public string grantedTokens = "";
        }

        private Progress progress = new Progress();

        private async void Start()
        {
            try
            {
                // 1. Initialise first: every other call before it fails with NotInitialized.
                await Sdk.Sdk.InitializeAsync();
                Sdk.Sdk.OnExitRequested += Save; // save synchronously: async work here is not awaited
                Sdk.Sdk.OnPause += Save;

                // 2. Report progress while loading.
                for (var step = 1; step <= 4; step++)
                {
                    Sdk.Sdk.SetLoadingProgress(step * 25);
                    await Task.Yield(); // stands in for loading a part of the game
                }

                // 3. The game is interactive: say so at once, load the rest afterwards.
                await Sdk.Sdk.StartGameAsync();
                Load();

                // 4. Recover purchases paid for but not granted, in rounds until a round consumes nothing.
                await RecoverPurchases();

                // 5. Guests play and save like everyone else.
                progress.level++;
                Save();

                // 6. Prompt guests only, and only after saving.
                if (!Sdk.Sdk.Auth.IsAuthenticated())
                {
                    var prompt = Sdk.Sdk.Auth.ShowRegistrationPrompt(
                        new RegistrationPromptOptions("Text {{registrationCode}} to keep your farm on every phone"),
                        closed => Debug.Log("registration prompt closed; registered: " + closed.Registered),
                        error => Debug.LogWarning("registration prompt: " + error));
                    if (prompt != null) await prompt.Login();
                }

                // 7. Registered players get one notification a day for seven days, with images and varied copy.
                if (Sdk.Sdk.Auth.IsAuthenticated()) await ScheduleWeek();
            }
            catch (SdkError error)
            {
                Debug.LogWarning("game sdk: " + error);
            }
        }

        // The one way to grant purchases, at start-up and after a purchase: the SDK's recovery helper,
        // which checks the save for the token, saves the item with its token, waits for that save to
        // be stored, then consumes; one recovery runs at a time, so no purchase is granted twice.
        private RecoverPurchasesOptions Recovery()
        {
            return new RecoverPurchasesOptions(
                token => progress.grantedTokens.Contains(token + ";"),
                (purchase, claimed) =>
                {
                    progress.coins += 100;
                    progress.grantedTokens += purchase.PurchaseToken + ";";
                    Save(); // the item and its token in one save
                })
            {
                // A game with a backend sets ClaimAsync to its server's call, by the server's own absolute
                // address (https://api.example-game.com/purchases/grant: the game runs on the platform's
                // origin, where a relative path never reaches it); the server verifies and claims
                // purchase.SignedRequest and answers the verified product, which the grant receives.
            };
        }

        private async Task RecoverPurchases()
        {
            var report = await Sdk.Sdk.Iap.RecoverPurchasesAsync(Recovery());
            foreach (var failed in report.Failed) Debug.LogWarning("purchase left pending for the next start (" + failed.Step + "): " + failed.Error);
        }

        /// <summary>A shop button: buys, then grants through the recovery helper (refused before StartGameAsync completed).</summary>
        public async Task Buy(string productId)
        {
            try
            {
                await Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions(productId));
            }
            catch (SdkError error)
            {
                if (error.Code != ErrorCode.UserCancelled) Debug.LogWarning("purchase: " + error);
                return;
            }
            await RecoverPurchases();
        }

        private async Task ScheduleWeek()
        {
            string[] bodies =
            {
                "Your crops are ready to harvest!", "The market opens today: sell your harvest.", "A storm is coming: protect your barn!",
                "Your animals miss you.", "New seeds arrived at the shop.", "The fair starts tomorrow!", "A week on the farm: claim your reward.",
            };
            for (var day = 1; day <= 7; day++)
            {
                await Sdk.Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-" + day, "Your farm", bodies[day - 1], day) { ImageAssetId = "farm-day-" + day });
            }
        }

        private void Load()
        {
            var saved = Sdk.Sdk.Data.GetString(ProgressKey);
            if (saved != null) progress = JsonUtility.FromJson<Progress>(saved);
        }

        private void Save()
        {
            Sdk.Sdk.Data.SetString(ProgressKey, JsonUtility.ToJson(progress));
        }

        private void OnDestroy()
        {
            Sdk.Sdk.OnExitRequested -= Save;
            Sdk.Sdk.OnPause -= Save;
        }
    }
}
