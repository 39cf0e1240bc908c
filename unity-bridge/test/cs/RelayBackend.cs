// The C# side of the relay that runs the real C# API through GameSdk.jslib: each call of the
// bridge becomes a JSON line on stdout; the Node harness passes it to GameSdk_Call in the
// emcc-linked program and writes back, on stdin, every result and event as it reaches C.
using System;
using System.Collections.Generic;
using System.Json;
using Sdk.Internal;

namespace GameSdk.Tests.Mono
{
    internal sealed class RelayBackend : IBackend
    {
        public const string Prefix = ">> ";

        private readonly Queue<JsonObject> held = new Queue<JsonObject>();

        // The one runner's steps (lines with "op"), which may arrive while a call is relayed.
        private readonly Queue<JsonObject> steps = new Queue<JsonObject>();

        internal RelayBackend()
        {
            // As NativeBackend does: registering the callbacks flushes what the .jslib queued.
            Send(new JsonObject { { "init", true } });
        }

        public void Call(int callId, string operation, string args)
        {
            Send(new JsonObject { { "call", callId }, { "operation", operation }, { "args", args } });
            // A synchronous operation answers before GameSdk_Call returns, that is before the ack.
            while (true)
            {
                var message = Read();
                if (message.ContainsKey("ack")) return;
                if (message.ContainsKey("result") && (int)message["result"] == callId) Dispatch(message);
                else held.Enqueue(message);
            }
        }

        /// <summary>Asks the harness to drive the mock platform (for example setOutcome), waits until it has, and returns what the control answered (null for nothing).</summary>
        internal JsonValue Control(string name, params JsonValue[] args)
        {
            Send(new JsonObject { { "control", name }, { "args", new JsonArray(args) } });
            while (true)
            {
                var message = Read();
                if (message.ContainsKey("controlled")) return message.ContainsKey("value") ? message["value"] : null;
                held.Enqueue(message);
            }
        }

        /// <summary>The runner's next step, holding the results and events that come before it; null when the input ended.</summary>
        internal JsonObject NextStep()
        {
            if (steps.Count > 0) return steps.Dequeue();
            while (true)
            {
                var line = Console.In.ReadLine();
                if (line == null) return null;
                var message = (JsonObject)JsonValue.Parse(line);
                if (message.ContainsKey("op")) return message;
                held.Enqueue(message);
            }
        }

        /// <summary>Delivers results and events, as the browser's event loop would, until <paramref name="done"/> holds.</summary>
        internal void PumpUntil(Func<bool> done)
        {
            while (!done())
            {
                Dispatch(held.Count > 0 ? held.Dequeue() : Read());
            }
        }

        private static void Dispatch(JsonObject message)
        {
            if (message.ContainsKey("event")) Bridge.RaiseEvent((int)message["event"]);
            else Bridge.Deliver((int)message["result"], (string)message["json"]);
        }

        private static void Send(JsonObject message)
        {
            Console.WriteLine(Prefix + message.ToString());
        }

        // The next result or event, holding the runner's steps that come first.
        private JsonObject Read()
        {
            while (true)
            {
                var line = Console.In.ReadLine();
                if (line == null) throw new InvalidOperationException("the relay closed");
                var message = (JsonObject)JsonValue.Parse(line);
                if (message.ContainsKey("op")) steps.Enqueue(message);
                else return message;
            }
        }
    }
}

namespace GameSdk.Tests.Mono
{
    /// <summary>The runner's platform through the relay: the page's player is fixed, the mock platform driven through the harness's control.</summary>
    internal sealed class RelayShimPlatform : IShimPlatform
    {
        private readonly RelayBackend relay;

        internal RelayShimPlatform(RelayBackend relay) { this.relay = relay; }

        public JsonObject NextStep() { return relay.NextStep(); }

        public void PumpUntil(Func<bool> condition, string what) { relay.PumpUntil(condition); }

        public void Prepare() { }
    }
}
