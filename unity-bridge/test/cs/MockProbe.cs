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
