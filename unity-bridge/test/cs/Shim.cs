// The C# side of the one runner (test/vectors/runner): executes the steps it is handed, one JSON
// object a line, through the C# API, and answers each on a line starting "@@ ". The runner owns
// the shared files' meaning; this file only knows how C# makes each call. On the Play Mode mocks
// the steps come on stdin; through the .jslib they come on the relay (RelayBackend.NextStep).
// Unity's frames are a context that runs one posted callback at a time, so a step can wait for a
// recovery's claim while the recovery is under way.
using System;
using System.Collections.Generic;
using System.Json;
using System.Linq;
using System.Reflection;
using System.Threading;
using Sdk;
using Sdk.Internal;
using Sdk.Mocks;

namespace GameSdk.Tests.Mono
{
    /// <summary>Where the shim's steps come from and how it drives the platform under the C# API.</summary>
    internal interface IShimPlatform
    {
        JsonObject NextStep();
        void PumpUntil(Func<bool> condition, string what);
        /// <summary>A fresh run for a case: on the mocks, new frames with nothing posted (the runner's side then resets the mocks and brings the game to the case's stage); the relay's page is one player's, already started.</summary>
        void Prepare();
    }

    /// <summary>The Play Mode mocks, driven through MockPlatform's control verbs, on frames that run one posted callback at a time.</summary>
    internal sealed class MockShimPlatform : SynchronizationContext, IShimPlatform
    {
        private readonly Queue<KeyValuePair<SendOrPostCallback, object>> queued = new Queue<KeyValuePair<SendOrPostCallback, object>>();

        public override void Post(SendOrPostCallback callback, object state) { queued.Enqueue(new KeyValuePair<SendOrPostCallback, object>(callback, state)); }

        public JsonObject NextStep()
        {
            var line = Console.In.ReadLine();
            return line == null ? null : (JsonObject)JsonValue.Parse(line);
        }

        public void PumpUntil(Func<bool> condition, string what)
        {
            for (var steps = 0; !condition(); steps++)
            {
                if (queued.Count == 0 || steps > 100000) throw new InvalidOperationException("never happened: " + what);
                var next = queued.Dequeue();
                next.Key(next.Value);
            }
        }

        public void Prepare()
        {
            queued.Clear();
            SetSynchronizationContext(this);
            Bridge.Backend = MockPlatform.Backend;
        }

        /// <summary>Runs every callback posted, and those they post, until none is left.</summary>
        public void Settle() => PumpUntil(() => queued.Count == 0, "nothing");
    }

    /// <summary>Executes the runner's steps until its input ends.</summary>
    internal static partial class Shim
    {
        public static int Serve(IShimPlatform platform)
        {
            var recovery = new Recovery(platform);
            for (var step = platform.NextStep(); step != null; step = platform.NextStep())
            {
                JsonObject answer;
                try
                {
                    answer = Execute(platform, recovery, step);
                }
                catch (Exception exception)
                {
                    answer = new JsonObject { { "fault", exception.ToString() } };
                }
                Console.WriteLine("@@ " + answer.ToString());
            }
            return 0;
        }

        private static JsonObject Execute(IShimPlatform platform, Recovery recovery, JsonObject step)
        {
            var op = (string)step["op"];
            switch (op)
            {
                // The case's player, profile, stage and pending purchases and a checkout's choice are the platform's control and the game's calls, done by the runner's side (test/support/shim.ts).
                case "case":
                    platform.Prepare();
                    return new JsonObject();
                case "call":
                    return Call(platform, (string)step["call"], ((JsonArray)step["args"]).ToList(), step.ContainsKey("callbacks"), step.ContainsKey("closes") && (bool)step["closes"]);
                case "controlCase":
                case "control":
                case "events":
                    return Control((MockShimPlatform)platform, op, step);
                default:
                    return recovery.Execute(op, step);
            }
        }

        // One call; answers its value, its error or the ad callbacks called.
        private static JsonObject Call(IShimPlatform platform, string call, List<JsonValue> args, bool ad, bool closes)
        {
            object value = null;
            SdkError failure = null;
            var callbacks = new List<string>();
            var done = false;
            Action<object> complete = v => { value = v; done = true; };
            Action<SdkError> fail = e => { failure = e; done = true; };
            Action<string> callback = name => { callbacks.Add(name); done = done || name != "beforeAd"; };
            try
            {
                Invoke(call, args, complete, fail, callback, closes);
            }
            catch (SdkError error)
            {
                fail(error);
            }
            platform.PumpUntil(() => done, call);
            if (ad) return new JsonObject { { "callbacks", new JsonArray(callbacks.Select(c => (JsonValue)c)) } };
            if (failure != null) return new JsonObject { { "error", ToJson(failure) } };
            return new JsonObject { { "value", ToJson(value) } };
        }

        /// <summary>A C# value in TypeScript's terms: properties camelCase, enum members by their camelCase name.</summary>
        internal static JsonValue ToJson(object value)
        {
            if (value == null) return null;
            if (value is string) return (string)value;
            if (value is bool) return (bool)value;
            if (value is Enum) return Camel(value.ToString());
            var error = value as SdkError;
            if (error != null) return new JsonObject { { "code", ErrorCodes.ToCode(error.Code) }, { "message", error.Message }, { "context", error.Context } };
            if (value is IConvertible) return Convert.ToDouble(value, System.Globalization.CultureInfo.InvariantCulture);
            if (value is Array) return new JsonArray(((Array)value).Cast<object>().Select(ToJson));
            // A map of strings is player data: JSON texts by key.
            var texts = value as IDictionary<string, string>;
            if (texts != null) return new JsonObject(texts.Select(e => new KeyValuePair<string, JsonValue>(e.Key, JsonValue.Parse(e.Value))));
            var map = value as System.Collections.IDictionary;
            if (map != null) return new JsonObject(map.Keys.Cast<string>().Select(k => new KeyValuePair<string, JsonValue>(k, ToJson(map[k]))));
            var json = new JsonObject();
            foreach (var property in value.GetType().GetProperties(BindingFlags.Public | BindingFlags.Instance).Where(p => p.GetIndexParameters().Length == 0))
                json[Camel(property.Name)] = ToJson(property.GetValue(value, null));
            return json;
        }

        private static string Camel(string name) { return char.ToLowerInvariant(name[0]) + name.Substring(1); }

        private static string Pascal(string name) { return char.ToUpperInvariant(name[0]) + name.Substring(1); }
    }
}
