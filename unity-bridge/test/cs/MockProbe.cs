// Asks the Play Mode mocks of a compiled runtime what they implement, and (with FIXTURE, against a
// runtime generated from test/mock-features.test.ts's fixture manifest) calls the fixture's
// operations through their generated C# methods. One line per fact on stdout.
using System;
using System.Linq;
using Sdk;
using Sdk.Mocks;

namespace GameSdk.Tests.Mono
{
    public static class MockProbe
    {
        public static int Main()
        {
            foreach (var name in MockPlatform.State.FeatureNames.OrderBy(name => name, StringComparer.Ordinal)) Console.WriteLine("feature " + name);
            // Refusals from the checks generated from rules.json: the rule's key, its parameters and the rendered text.
            Refusal("avatar size", Rules.PlayerGetBotAvatarAsync("ann", 0));
            Refusal("blank username", Rules.PlayerGetBotAvatarAsync(" ", 8));
            Refusal("two placeholders", Rules.AuthShowRegistrationPrompt(new RegistrationPromptOptions("{{registrationCode}} {{registrationCode}}")));
            Refusal("both images", Rules.NotificationsScheduleAsync(new NotificationOptions("n", "t", "b", 1) { ImageAssetId = "asset", ImageDataUrl = "data:image/png;base64,AA==" }));
            Refusal("intent", Rules.ContextShareAsync(new ShareOptions("POKE", "data:image/png;base64,AA==")));
            Refusal("valid", Rules.DataGetString("score"));
            Refusal("week day", Rules.NotificationsScheduleWeekAsync(Week(3, "asset")));
            Refusal("template", Rules.ReferralsShareAsync(new ReferralShareOptions { NotificationTemplates = new[] { new ReferralNotificationTemplate("t", "b"), new ReferralNotificationTemplate("t", " ") } }));
            Refusal("reserved key", Rules.PlayerGetDataAsync(new[] { "score", "__proto__" }));
            // Player data's walk answers its first fault in document order; brackets inside a string do not nest.
            Refusal("deep before lone", Rules.PlayerSetDataAsync(Data("a", Nested(Rules.PlayerDataDepthMax + 1), "b", "\"\\ud800\"")));
            Refusal("lone before deep", Rules.PlayerSetDataAsync(Data("a", "{\"k\\ud800\": 1}", "b", Nested(Rules.PlayerDataDepthMax + 1))));
            Refusal("deep at the limit", Rules.PlayerSetDataAsync(Data("a", Nested(Rules.PlayerDataDepthMax), "b", "\"" + new string('[', 40) + "\"")));
#if FIXTURE
            Console.WriteLine("before initialisation: " + Outcome(() => Sdk.Sdk.Player.GetNickname()));
            // No SynchronizationContext: the mocks answer every call at once.
            Sdk.Sdk.InitializeAsync(() => { }, error => Console.WriteLine("initialisation failed: " + error));
            Console.WriteLine("guest: " + Outcome(() => Sdk.Sdk.Player.GetNickname()));
            MockPlatform.Registered = true;
            Console.WriteLine("registered: " + Outcome(() => Sdk.Sdk.Player.GetNickname()));
            Console.WriteLine("no handler: " + Outcome(() => Sdk.Sdk.Player.GetTitle()));
#endif
            return 0;
        }

        // The failure a refused argument raises in the mocks, as the error a call answers.
        private static void Refusal(string name, Problem problem)
        {
            try
            {
                MockBackend.Check(problem);
                Console.WriteLine("refusal " + name + ": none");
            }
            catch (Problem failure)
            {
                Console.WriteLine("refusal " + name + ": " + failure.Code + " " + failure.Rule + " [" + string.Join(", ", failure.Parameters) + "] " + failure.Message);
            }
        }

        // A week of distinct days, its entry `repeat` copying the title of the first, with image `image` each.
        private static WeekNotification[] Week(int repeat, string image)
        {
            return Enumerable.Range(0, 7).Select(index => new WeekNotification(index == repeat ? "title 0" : "title " + index, "body " + index) { ImageAssetId = image }).ToArray();
        }

        // Player data of two keys and their JSON values.
        private static PlayerData Data(string first, string firstJson, string second, string secondJson)
        {
            var data = new PlayerData();
            data.Set(first, firstJson);
            data.Set(second, secondJson);
            return data;
        }

        // A JSON value of `levels` arrays, one inside the other.
        private static string Nested(int levels)
        {
            return new string('[', levels) + new string(']', levels);
        }

        private static string Outcome(Func<string> call)
        {
            try
            {
                return "'" + call() + "'";
            }
            catch (SdkError error)
            {
                return error.Code + " " + error.Context + ": " + error.Message;
            }
        }
    }
}
