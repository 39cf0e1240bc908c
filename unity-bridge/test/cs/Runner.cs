// Runs every [TestFixture] of the test assembly under mono: a fresh fixture per test, [SetUp] and
// [TearDown] around it, one line per test, exit code 1 when any failed or none ran.
using System;
using System.Linq;
using System.Reflection;
using NUnit.Framework;

namespace GameSdk.Tests.Mono
{
    public static class Runner
    {
        /// <summary>Arguments: the core's error table (or --through-jslib and a player kind, or --shim, or --shim-through-jslib).</summary>
        public static int Main(string[] args)
        {
            // "--through-jslib guest|registered": the C# API over the relay to GameSdk.jslib (test/jslib-csharp.test.ts).
            if (args.Length == 2 && args[0] == "--through-jslib") return JslibScenario.Run(args[1]);
            // "--shim": the one runner's steps (test/vectors/runner) on the Play Mode mocks, from stdin.
            if (args.Length == 1 && args[0] == "--shim") return Shim.Serve(new MockShimPlatform());
            // "--shim-through-jslib": the same steps through the C# API over the relay to GameSdk.jslib, on a page started for one player.
            if (args.Length == 1 && args[0] == "--shim-through-jslib") return JslibScenario.ServeSteps();
            // "--package-tests": only the package's own tests (Tests/Runtime, namespace Sdk.Tests), as a player build runs them.
            var packageOnly = args.Length == 1 && args[0] == "--package-tests";
            TestFiles.ErrorTablePath = args.Length > 0 && !packageOnly ? args[0] : null;
            int passed = 0, failed = 0;
            var fixtures = typeof(Runner).Assembly.GetTypes()
                .Where(t => t.GetCustomAttributes(typeof(TestFixtureAttribute), false).Length > 0)
                .Where(t => !packageOnly || t.Namespace == "Sdk.Tests")
                .OrderBy(t => t.FullName);
            foreach (var fixture in fixtures)
            {
                var methods = fixture.GetMethods(BindingFlags.Instance | BindingFlags.Public);
                var setUp = methods.FirstOrDefault(m => m.GetCustomAttributes(typeof(SetUpAttribute), false).Length > 0);
                var tearDown = methods.FirstOrDefault(m => m.GetCustomAttributes(typeof(TearDownAttribute), false).Length > 0);
                foreach (var test in methods.Where(m => m.GetCustomAttributes(typeof(TestAttribute), false).Length > 0).OrderBy(m => m.MetadataToken))
                {
                    var instance = Activator.CreateInstance(fixture);
                    var name = fixture.Name + "." + test.Name;
                    try
                    {
                        if (setUp != null) setUp.Invoke(instance, null);
                        try
                        {
                            test.Invoke(instance, null);
                        }
                        finally
                        {
                            if (tearDown != null) tearDown.Invoke(instance, null);
                        }
                        passed++;
                        Console.WriteLine("ok   " + name);
                    }
                    catch (TargetInvocationException exception)
                    {
                        failed++;
                        var cause = exception.InnerException ?? exception;
                        Console.WriteLine("FAIL " + name + ": " + cause.Message);
                        if (!(cause is AssertionException)) Console.WriteLine(cause.StackTrace);
                    }
                }
            }
            Console.WriteLine("passed " + passed + ", failed " + failed);
            return failed == 0 && passed > 0 ? 0 : 1;
        }
    }

    /// <summary>Paths of the repository's data files, given on the command line.</summary>
    public static class TestFiles
    {
        public static string ErrorTablePath;
    }
}
