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
            Refusal("avatar size", Rules.BotAvatar("ann", 0));
            Refusal("blank username", Rules.BotAvatar(" ", 8));
            Refusal("two placeholders", Rules.RegistrationPrompt("{{registrationCode}} {{registrationCode}}", null));
            Refusal("both images", Rules.Notification("n", "t", "b", 1, "asset", "data:image/png;base64,AA==", null));
            Refusal("intent", Rules.Share("POKE", "data:image/png;base64,AA==", null));
            Refusal("valid", Rules.Key("score"));
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
            catch (MockBackend.MockFailure failure)
            {
                Console.WriteLine("refusal " + name + ": " + failure.Code + " " + failure.Rule + " [" + string.Join(", ", failure.Parameters) + "] " + failure.Message);
            }
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
