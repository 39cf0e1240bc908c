// The engines' script (dist/gamesdk-bridge.js) run as a page runs it: alone it makes the Sdk with
// its bridge; after a page loaded the SDK (the web script, from an engine template) it adds the
// bridge to that Sdk and makes no second one.
import { readFileSync } from 'node:fs';
import { createContext, runInContext, type Context } from 'node:vm';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8');

interface PageSdk {
  version?: string;
  initializeAsync?: unknown;
  bridge?: { invoke(operation: string, args: unknown): unknown };
}

/** A page scope with what the scripts read while they load; `Sdk` is what the page's global is. */
function page(): Context & { Sdk?: PageSdk } {
  return createContext({ URL, URLSearchParams, setTimeout, clearTimeout, console, location: new URL('https://game.example/index.html') });
}

describe('the engines\' script', () => {
  it('alone defines Sdk with its bridge host', () => {
    const scope = page();
    runInContext(read('gamesdk-bridge.js'), scope);
    expect(typeof scope.Sdk?.initializeAsync).toBe('function');
    expect(scope.Sdk?.bridge?.invoke('isInitialized', [])).toEqual({ ok: true, value: false });
  });

  it('after the web script keeps the page\'s Sdk and adds the bridge to it', () => {
    const scope = page();
    runInContext(read('gamesdk.js'), scope);
    const pageSdk = scope.Sdk;
    expect(pageSdk?.bridge).toBeUndefined();
    runInContext(read('gamesdk-bridge.js'), scope);
    expect(scope.Sdk).toBe(pageSdk);
    expect(scope.Sdk?.bridge?.invoke('isInitialized', [])).toEqual({ ok: true, value: false });
  });

  it('loaded twice keeps the first Sdk and its bridge', () => {
    const scope = page();
    runInContext(read('gamesdk-bridge.js'), scope);
    const first = scope.Sdk;
    const bridge = first?.bridge;
    runInContext(read('gamesdk-bridge.js'), scope);
    expect(scope.Sdk).toBe(first);
    expect(scope.Sdk?.bridge).toBe(bridge);
  });
});
