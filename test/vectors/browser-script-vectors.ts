// The behaviour vectors the browser script answers, and the page-side half of running one: the
// same function runs in every engine (Playwright's Chromium spec e2e/partner/vectors.spec.ts, and
// browsers/ on WebKit and Gecko), so it uses only its argument and the page's global Sdk.
// Operations only the bridges have (bridgeOnly in sdk-core/api/operations.json: the Lua
// parse_error, a prompt's login by id) have no TypeScript call.
import { readFileSync } from 'node:fs';
import { adCallbacksOf, loadVectors, type VectorCase } from './vectors';

const manifest = JSON.parse(readFileSync(new URL('../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module?: string; name: string; bridgeOnly?: boolean }> };
const bridgeOnly = new Set(manifest.operations.filter((op) => op.bridgeOnly).map((op) => (op.module ? `${op.module}.${op.name}` : op.name)));

/** Every vector with a call in the browser script. */
export const browserScriptVectors = (): VectorCase[] => loadVectors().filter((vector) => !bridgeOnly.has(vector.call));

/** The callbacks a case's call is given when it expects callbacks (none otherwise), for runVectorInPage. */
export const pageAdCallbacks = (vector: VectorCase): string[] => ('callbacks' in vector.expect ? adCallbacksOf(vector.call) : []);

/** What the page saw: the call's value or error, and the ad callbacks in order. */
export type PageOutcome = { value?: unknown; error?: { code: string; message: string; context: string }; callbacks?: string[]; returnedPromise?: boolean; earlier?: string[] };

/**
 * Runs one case in the page: expands its argument generators (see vectors.ts), makes the call
 * `times` times; an ad expecting callbacks is given `adCallbacks`, every one it takes (adCallbacksOf). The case crosses into the page as JSON text, parsed there as a game parses JSON:
 * a driver's own serialisation would turn a key `__proto__` into the object's prototype and drop it.
 */
export async function runVectorInPage({ vectorJson, times, expandSource, pendingSource, adCallbacks }: { vectorJson: string; times: number; expandSource: string; pendingSource: string; adCallbacks: string[] }): Promise<PageOutcome> {
  const vector = JSON.parse(vectorJson) as VectorCase;
  const sdk = (window as unknown as { Sdk: Record<string, unknown> }).Sdk;
  const tokens = vector.pending ? (await (sdk.iap as { getPurchasesAsync(): Promise<Array<{ purchaseToken: string }>> }).getPurchasesAsync()).map((p) => p.purchaseToken) : [];
  // vectors.ts's own generators, made again in the page: listeners and recovery hooks are functions, which cannot cross into it.
  // eslint-disable-next-line no-new-func
  const expand = new Function(`return (${expandSource})`)() as (value: unknown) => unknown;
  // eslint-disable-next-line no-new-func
  const withPendingTokens = new Function(`return (${pendingSource})`)() as (value: unknown, tokens: string[]) => unknown;
  const path = vector.call.split('.');
  const owner = (path.length === 1 ? sdk : sdk[path[0]!]) as Record<string, (...args: unknown[]) => unknown>;
  const args = expand(withPendingTokens(vector.args ?? [], tokens)) as unknown[];
  if ('callbacks' in vector.expect) {
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      const note = (name: string) => () => {
        order.push(name);
        if (name === 'afterAd') resolve();
      };
      owner[path.at(-1)!]!(Object.fromEntries(adCallbacks.map((name) => [name, note(name)])));
    });
    return { callbacks: order };
  }
  const earlier: string[] = [];
  for (let call = 1; call < times; call++) {
    try {
      await owner[path.at(-1)!]!(...args);
    } catch (error) {
      earlier.push(`call ${call} of ${times}: ${(error as Error).message}`);
    }
  }
  try {
    const returned = owner[path.at(-1)!]!(...args);
    const returnedPromise = returned instanceof Promise;
    const value = await returned;
    // Values cross back to the test as JSON: a prompt or a function is reported as present only.
    return { value: typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).some((v) => typeof v === 'function') ? {} : value, returnedPromise, earlier };
  } catch (error) {
    const e = error as { code: string; message: string; context: string };
    return { error: { code: e.code, message: e.message, context: e.context }, earlier };
  }
}
