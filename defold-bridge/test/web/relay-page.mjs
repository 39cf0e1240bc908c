// The emcc-linked relay program (relay.c + library_gamesdk.js) in a happy-dom page at a game's URL,
// where the JS library injects the real browser script itself, as in an HTML5 build's page. Used
// by the relay runner (the native test host's calls) and by tests that drive the JS library
// directly from Node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';

const build = fileURLToPath(new URL('../../build/', import.meta.url));

// happy-dom runs a classic script inside a function scope, so its top-level `var Sdk` does not
// become `window.Sdk` as it does in a browser. The browser script is fetched for real and gets
// that one assignment appended; nothing else about it changes.
const BROWSER_SCRIPT = /\/gamesdk\/gamesdk\.js$/;
const interceptor = {
  async beforeAsyncRequest({ request, window }) {
    if (!BROWSER_SCRIPT.test(new URL(request.url).pathname)) return undefined;
    const response = await fetch(request.url);
    if (!response.ok) return new window.Response('', { status: response.status });
    const body = `${await response.text()}\n;window.Sdk = Sdk;\n`;
    return new window.Response(body, { status: 200, headers: { 'content-type': 'text/javascript' } });
  },
};

/**
 * Loads the relay program, then opens the page at `pageUrl` as `window` and `document`.
 * @param {string} pageUrl the game's page on the mock platform
 * @param {(message: object) => void} out receives every delivery and event the program sends
 * @returns {Promise<{ relay: any, page: Window }>}
 */
export async function openRelayPage(pageUrl, out) {
  // Instantiate before `window` exists, so Emscripten runs as in Node and reads its own wasm.
  const createRelay = createRequire(import.meta.url)(`${build}relay.cjs`);
  const relay = await createRelay({ wasmBinary: readFileSync(`${build}relay.wasm`), gamesdkRelayOut: out });
  const page = new Window({
    url: pageUrl,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true, fetch: { interceptor } },
    console,
  });
  // What browsers have and happy-dom's script context lacks: IndexedDB (the local fallback keeps
  // the player's data there) and structuredClone (the core copies player data with it).
  Object.assign(page, { indexedDB, IDBKeyRange, structuredClone });
  page.document.write('<!doctype html><html><head></head><body></body></html>');
  globalThis.window = page;
  globalThis.document = page.document;
  return { relay, page };
}

/**
 * Calls `run` with each text as a fresh C string of the relay's heap, freed afterwards.
 * @template T
 * @param {any} relay
 * @param {string[]} strings
 * @param {(...pointers: number[]) => T} run
 * @returns {T}
 */
export function withStrings(relay, strings, run) {
  const pointers = strings.map((text) => relay.stringToNewUTF8?.(text) ?? allocate(relay, text));
  try {
    return run(...pointers);
  } finally {
    for (const pointer of pointers) relay._free(pointer);
  }
}

function allocate(relay, text) {
  const size = relay.lengthBytesUTF8(text) + 1;
  const pointer = relay._malloc(size);
  relay.stringToUTF8(text, pointer, size);
  return pointer;
}
