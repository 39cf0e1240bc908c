// Runs the linked C program under Node the way a Unity WebGL page runs it: a happy-dom page at the
// game's URL, the real browser script (the .jspre) and, with sdk_platform=partner, the mock
// platform's SDK loaded by the partner adapter. The C program's callbacks report every result with
// its call id and the heap bytes in use at that moment.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import { Window } from 'happy-dom';

/** What arrived for one call id. */
export interface Outcome {
  ok: boolean;
  value?: unknown;
  error?: { code: string; message: string; context: string };
}

/** One result as the C program received it. */
export interface Delivery {
  callId: number;
  json: string;
  heapDuring: number;
}

interface EmscriptenModule {
  ccall(name: string, returns: string | null, types: string[], args: unknown[]): unknown;
  _malloc(size: number): number;
  _free(ptr: number): void;
  lengthBytesUTF8(text: string): number;
  stringToUTF8(text: string, ptr: number, size: number): void;
}

/** A loaded bridge: the C program, its page and what it received. */
export interface LoadedBridge {
  /** Results in arrival order. */
  readonly deliveries: Delivery[];
  /** Event kinds in arrival order (1 exitRequested, 2 pause, 3 resume). */
  readonly events: number[];
  /** Lines the program wrote to printErr (the console's errors in a Unity page). */
  readonly errors: string[];
  /** GameSdk_Init from C. */
  init(): void;
  /** GameSdk_Call from C with a fresh call id; the id is returned at once. */
  start(operation: string, args?: object): number;
  /** GameSdk_Call from C with a call id and JSON arguments chosen by the caller (the C# side, in the relay). */
  startRaw(callId: number, operation: string, argsJson: string): void;
  /** Called with every result and event as it reaches C. */
  onDelivery?: (delivery: Delivery | { event: number }) => void;
  /** GameSdk_Call, resolving with the outcome that reaches this call's id (bounded wait). */
  call(operation: string, args?: object): Promise<Outcome>;
  /** A call whose outcome must arrive before GameSdk_Call returns. */
  callSync(operation: string, args?: object): Outcome;
  /** Waits for the outcome of call `callId` (bounded). */
  outcomeOf(callId: number): Promise<Outcome>;
  /** Bytes malloc'd and not freed, measured in C with mallinfo(). */
  heapInUse(): number;
  /** The page, to raise visibility changes. */
  readonly page: Window;
  /** The Emscripten module, for what a test script linked into it (test/jslib/spy.js) puts there. */
  readonly module: object;
  dispose(): Promise<void>;
}

const require = createRequire(import.meta.url);
const WAIT_MS = 15_000;

/** Scripts the page failed to load, with the reason (the adapter's error only says that it failed). */
export const loadFailures: string[] = [];

/** Points Node's globals at a fresh page: the browser script and the platform SDK read them. */
function openPage(url: string): Window {
  const page = new Window({ url, settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true, disableCSSFileLoading: true } });
  const globals = globalThis as Record<string, unknown>;
  // A new page has no platform SDK: the previous page's would be used as one the page loaded itself
  // (the adapter takes a loaded PartnerSDK as it is), with its ended session.
  delete globals.PartnerSDK;
  globals.window = page;
  globals.document = page.document;
  globals.location = page.location;
  globals.CSS = page.CSS;
  // The adapter adds a script tag. Here its script runs in Node's global scope and the tag's load or
  // error listeners are called by the harness: happy-dom, which loads no scripts here, never sees them.
  const listeners = new WeakMap<object, { type: string; listener: () => void }[]>();
  const create = page.document.createElement.bind(page.document);
  page.document.createElement = ((name: string, options?: ElementCreationOptions) => {
    const element = create(name, options);
    if (name.toLowerCase() === 'script') {
      const own: { type: string; listener: () => void }[] = [];
      listeners.set(element, own);
      element.addEventListener = ((type: string, listener: () => void) => void own.push({ type, listener })) as typeof element.addEventListener;
    }
    return element;
  }) as typeof page.document.createElement;
  // happy-dom's own Node type differs from the DOM lib's: the hook sees plain objects.
  const head = page.document.head as unknown as { appendChild(node: object): object };
  const append = head.appendChild.bind(head);
  head.appendChild = (node: object) => {
    const added = append(node);
    const script = node as unknown as HTMLScriptElement;
    const own = listeners.get(script);
    if (!own || !script.src) return added;
    const fire = (type: string) => own.filter((entry) => entry.type === type).forEach((entry) => entry.listener());
    fetch(script.src)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((source) => {
        // A script of a page already closed (its fetch ended late, on a loaded machine) runs nowhere.
        if (globals.window !== page) return;
        runInThisContext(source, { filename: script.src });
        globals.PartnerSDK = (page as unknown as Record<string, unknown>).PartnerSDK;
        fire('load');
      })
      .catch((error: unknown) => {
        loadFailures.push(`${script.src}: ${error instanceof Error ? error.message : String(error)}`);
        fire('error');
      });
    return added;
  };
  return page;
}

/** Loads the linked program at page `url`. */
export async function loadBridge(modulePath: string, url: string): Promise<LoadedBridge> {
  const page = openPage(url);
  const deliveries: Delivery[] = [];
  const events: number[] = [];
  const errors: string[] = [];
  const waiting = new Map<number, (outcome: Outcome) => void>();
  const arrived = new Map<number, Outcome>();
  let lastCallId = 0;
  const factory = require(modulePath) as (options: object) => Promise<EmscriptenModule>;
  const module = await factory({
    // Handed over directly: Emscripten would otherwise fetch() a file path, which Node's fetch refuses.
    wasmBinary: readFileSync(modulePath.replace(/\.cjs$/, '.wasm')),
    onBridgeResult(callId: number, json: string, heapDuring: number) {
      deliveries.push({ callId, json, heapDuring });
      loaded.onDelivery?.({ callId, json, heapDuring });
      const outcome = JSON.parse(json) as Outcome;
      arrived.set(callId, outcome);
      waiting.get(callId)?.(outcome);
    },
    onBridgeEvent(kind: number) {
      events.push(kind);
      loaded.onDelivery?.({ event: kind });
    },
    print: () => {},
    printErr: (line: string) => void errors.push(line),
  });
  const outcomeOf = (callId: number) =>
    new Promise<Outcome>((resolve, reject) => {
      const done = arrived.get(callId);
      if (done) return resolve(done);
      const timer = setTimeout(() => reject(new Error(`no result for call ${callId} within ${WAIT_MS} ms`)), WAIT_MS);
      waiting.set(callId, (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      });
    });
  const startRaw = (callId: number, operation: string, argsJson: string) => {
    // Arguments on the heap, as IL2CPP marshals them (ccall's stack strings cannot hold 2 MiB).
    const texts = [operation, argsJson].map((text) => {
      const size = module.lengthBytesUTF8(text) + 1;
      const ptr = module._malloc(size);
      module.stringToUTF8(text, ptr, size);
      return ptr;
    });
    try {
      module.ccall('bridge_call', null, ['number', 'number', 'number'], [callId, ...texts]);
    } finally {
      texts.forEach((ptr) => module._free(ptr));
    }
  };
  const start = (operation: string, args: object = {}) => {
    const callId = ++lastCallId;
    startRaw(callId, operation, JSON.stringify(args));
    return callId;
  };
  const loaded: LoadedBridge = {
    deliveries,
    events,
    errors,
    page,
    module,
    init: () => void module.ccall('bridge_init', null, [], []),
    start,
    startRaw,
    outcomeOf,
    call: (operation, args) => outcomeOf(start(operation, args)),
    callSync(operation, args) {
      const callId = start(operation, args);
      const outcome = arrived.get(callId);
      if (!outcome) throw new Error(`${operation} did not answer synchronously`);
      return outcome;
    },
    heapInUse: () => module.ccall('bridge_heap_in_use', 'number', [], []) as number,
    async dispose() {
      const sdk = (globalThis as Record<string, unknown>).PartnerSDK as { dispose?: () => void } | undefined;
      sdk?.dispose?.();
      delete (globalThis as Record<string, unknown>).PartnerSDK;
      await page.happyDOM.close();
    },
  };
  return loaded;
}
