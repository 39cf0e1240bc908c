// The JS library at page hide, in Node: the emcc-linked relay program (relay.c with
// library_gamesdk.js, linked as the engine links it) in a happy-dom page whose `Sdk` records the
// calls made to it. Browsers stop frames in hidden tabs and during unload, so Lua (and a save made
// in on_pause or on_exit_requested) may never run again: the JS library itself must write what
// the game already set, at once, when the page is hidden or left.
// usage: node page-hide-test.mjs   (after run.mjs linked build/relay.cjs); prints "N passed, N failed"
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { createChecks } from './checks.mjs';

const build = fileURLToPath(new URL('../../build/', import.meta.url));
const sent = [];
// Instantiate before `window` exists, so Emscripten runs as in Node and reads its own wasm.
const createRelay = createRequire(import.meta.url)(`${build}relay.cjs`);
const relay = await createRelay({ wasmBinary: readFileSync(`${build}relay.wasm`), gamesdkRelayOut: (message) => sent.push(message) });

const page = new Window({ url: 'http://127.0.0.1/play/defold/index.html' });
globalThis.window = page;
globalThis.document = page.document;
let visibility = 'visible';
Object.defineProperty(page.document, 'visibilityState', { get: () => visibility, configurable: true });
const errors = [];
console.error = (...args) => errors.push(args.join(' '));

// The engines' browser script's `Sdk` as far as page hide is concerned; the JS library uses a
// page's own when it has the bridge host (its `bridge`, whose answers the bridge tests below read).
const hostCalls = [];
const fake = {
  initialized: false,
  flushes: 0,
  failNext: false,
  listeners: {},
  isInitialized: () => fake.initialized,
  on(name, listener) {
    fake.listeners[name] = listener;
    return () => delete fake.listeners[name];
  },
  bridge: {
    run(method, argsJson, options) {
      hostCalls.push([method, argsJson, options.dialect, options.id]);
      if (method === 'data.getUsage') return JSON.stringify({ ok: false, error: { code: 'OPERATION_FAILED', message: 'broken platform', context: 'data.getUsage' } });
      return JSON.stringify({ ok: true, value: { bytes_used: 3, nested: { per_key: 1 } } });
    },
  },
  data: {
    flushAsync() {
      fake.flushes += 1;
      if (fake.failNext) {
        fake.failNext = false;
        return Promise.reject(new Error('network down'));
      }
      return Promise.resolve(true);
    },
  },
};
page.Sdk = fake;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const hide = () => {
  visibility = 'hidden';
  page.document.dispatchEvent(new page.Event('visibilitychange'));
};
const show = () => {
  visibility = 'visible';
  page.document.dispatchEvent(new page.Event('visibilitychange'));
};
const leave = () => page.dispatchEvent(new page.Event('pagehide'));

const { test, counts } = createChecks();
function eq(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

relay._relay_start();
await settle(); // the JS library takes the page's Sdk and subscribes to its events

await test('the JS library took the page\'s Sdk and subscribed to its events', async () => {
  eq(typeof fake.listeners.pause, 'function', 'pause listener');
  eq(typeof fake.listeners.exitRequested, 'function', 'exitRequested listener');
});

await test('before the SDK is initialised, hiding the page writes nothing (the game cannot have set data)', async () => {
  hide();
  leave();
  await settle();
  eq(fake.flushes, 0, 'writes');
  eq(errors.length, 0, 'errors');
  show();
});

fake.initialized = true;

await test('the page is hidden: the player\'s data is written at once, in the event, with no frame and no Lua', async () => {
  const before = sent.length;
  hide();
  eq(fake.flushes, 1, 'writes started inside the visibilitychange dispatch');
  eq(sent.length, before, 'nothing was handed to the C++ side to wait for a frame');
});

await test('the page is shown again: nothing is written', async () => {
  show();
  eq(fake.flushes, 1, 'writes');
});

await test('the page is left (pagehide): the player\'s data is written at once', async () => {
  leave();
  eq(fake.flushes, 2, 'writes');
});

await test('a write that fails at page hide is reported on the console, not thrown into the page', async () => {
  fake.failNext = true;
  hide();
  await settle();
  eq(fake.flushes, 3, 'writes');
  eq(errors.length, 1, 'errors reported');
  eq(/player data at page hide failed: network down/.test(errors[0]), true, `the report: ${errors[0]}`);
  show();
});

// Not page hide, but the same library and fake: a synchronous call goes to the browser script's
// bridge host (Sdk.bridge.run, Lua's dialect, the call's id), whose envelope text reaches the C++
// side as it is; the host's own answers (Lua's snake_case keys, OPERATION_FAILED for a throw that
// is not an SdkError) are tested in browser-script/test/bridge-host.test.ts and
// browser-script/test/engine-libraries.test.ts.
function callSync(methodName, argsText) {
  const cString = (text) => {
    const size = relay.lengthBytesUTF8(text) + 1;
    const pointer = relay._malloc(size);
    relay.stringToUTF8(text, pointer, size);
    return pointer;
  };
  const method = cString(methodName);
  const args = cString(argsText);
  const answer = relay._relay_call_sync(7, method, args);
  const json = JSON.parse(relay.UTF8ToString(answer));
  relay._relay_free(answer);
  relay._free(method);
  relay._free(args);
  return json;
}

await test("the bridge host's error envelope reaches the C++ side as its error, code, message and context unchanged", async () => {
  const json = callSync('data.getUsage', '[]');
  eq(JSON.stringify(hostCalls.at(-1)), JSON.stringify(['data.getUsage', '[]', 'lua', 7]), 'the call the host got');
  eq(json.ok, false, 'ok');
  eq(json.error && json.error.code, 'OPERATION_FAILED', 'code');
  eq(json.error.message, 'broken platform', 'message');
  eq(json.error.context, 'data.getUsage', 'context');
});

await test("the bridge host's envelope reaches the C++ side as it is; Lua's nil goes to the host as null", async () => {
  const json = callSync('player.getId', '[null]');
  eq(JSON.stringify(hostCalls.at(-1)), JSON.stringify(['player.getId', '[null]', 'lua', 7]), 'the call the host got');
  eq(JSON.stringify(json), JSON.stringify({ ok: true, value: { bytes_used: 3, nested: { per_key: 1 } } }), 'answer');
});

await test('after the engine stopped the extension, page events write nothing', async () => {
  relay._relay_stop();
  hide();
  leave();
  await settle();
  eq(fake.flushes, 3, 'writes');
});

console.log(`JS library at page hide: ${counts.passed} passed, ${counts.failed} failed`);
await page.happyDOM.close();
process.exit(counts.failed === 0 ? 0 : 1);
