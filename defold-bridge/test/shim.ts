// Defold's engine for the one runner (test/vectors/runner): the Lua shim (test/lua/shim.lua) in the
// LuaJIT test host, on the desktop stubs or the extension relayed to the real JS library, and how
// the Lua API differs from TypeScript's for the runner. test/run.mjs loads this file with jiti.
import type { SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { processEngine } from '../../test/vectors/runner/process.js';
import type { Answer, Engine, Step } from '../../test/vectors/runner/protocol.js';
import { snake } from '../../test/vectors/runner/run.js';
import { LUA } from '../../browser-script/src/bridge/dialect-lua.js';
import { mockPlatformData } from '../../test/vectors/control.js';

const operations = (JSON.parse(readFileSync(new URL('../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module: string; name: string; lua?: string | string[] }> }).operations;
/** Each operation's Lua function (the manifest's lua column) by its TypeScript call; `on`'s are one per event. */
const luaNames = new Map(operations.map((op) => [op.module ? `${op.module}.${op.name}` : op.name, [op.lua ?? []].flat()]));

/**
 * A call step in Lua's terms: the function's Lua name from the manifest; Sdk.on(event, fn) is
 * sdk.on_<event>(fn), Sdk.off(event, fn) is sdk.off(id) with an id sdk.on_* never returned (0).
 */
function luaCall(step: Extract<Step, { op: 'call' }>): Step | Answer {
  if (step.call === 'on') {
    const name = `on_${snake(String(step.args[0]))}`;
    return luaNames.get('on')!.includes(name) ? { ...step, call: name, args: [step.args[1]] } : { skip: `Lua names events by function: there is no sdk.${name}` };
  }
  if (step.call === 'off') return { ...step, call: 'off', args: [0] };
  const [name] = luaNames.get(step.call) ?? [];
  return name ? { ...step, call: name } : { fault: `${step.call} has no Lua function in operations.json` };
}

/** A recovery's report as the runner reads it: purchases by their tokens, a failure's code. */
type LuaReport = { granted: Array<{ purchase_token: string }>; consumed: string[]; failed: Array<{ purchase: { purchase_token: string }; step: string; error: { code: string } }>; rounds: number };
const list = <T>(value: T[] | Record<string, never> | undefined): T[] => (Array.isArray(value) ? value : []);
const byToken = (runs: LuaReport[]) => list(runs).map((run) => ({
  granted: list(run.granted).map((purchase) => purchase.purchase_token),
  consumed: list(run.consumed),
  failed: list(run.failed).map((failure) => ({ token: failure.purchase.purchase_token, step: failure.step, code: failure.error.code })),
  rounds: run.rounds,
}));

/** Purchases (as the shim answers the pending ones) by their tokens. */
const tokensOf = (purchases: unknown) => list(purchases as Array<{ purchase_token: string }>).map((purchase) => purchase.purchase_token);

/**
 * The steps in Lua's terms (call names, control verbs in snake_case) and the answers in the runner's;
 * the platform's control around a step done here with control steps (the desktop stubs' control, or
 * on the extension the mock platform's through test/lua/target.lua's helpers).
 */
function inLua(send: (step: Step) => Promise<Answer>, target: 'desktop' | 'extension') {
  const control = async (verb: string, ...args: unknown[]) => {
    const answer = await send({ op: 'control', verb, args });
    if (answer.fault || answer.refused) throw new Error(`control.${verb} failed: ${answer.fault ?? answer.refused}`);
    return answer.value;
  };
  const call = async (path: string) => {
    const answer = await send({ op: 'call', call: luaNames.get(path)![0]!, args: [], sync: false });
    if (answer.fault || answer.error) throw new Error(`${path} failed: ${answer.fault ?? answer.error!.message}`);
  };
  // Fresh desktop stubs for each case; the extension's page, opened once, keeps its player (and its profile, the page's).
  let opened = false;
  const prepare = async (step: Extract<Step, { op: 'case' }>) => {
    const fresh = target === 'desktop' || !opened;
    opened = true;
    const answer = await send(step);
    if (answer.fault || !fresh) return answer;
    await control('set_registered', step.player === 'registered');
    if (target === 'desktop') await control('set_offers_purchases', step.profile !== 'no-purchases');
    if (step.stage !== 'loaded') await call('initializeAsync');
    if (step.stage === 'started') await call('startGameAsync');
    return answer;
  };
  const pending = async () => tokensOf(await control('get_purchases'));
  const seeded = async (count: number): Promise<Answer> => {
    if (count > 0) await control('seed_purchases', count);
    return { tokens: await pending() };
  };
  return async (step: Step): Promise<Answer> => {
    if (step.op === 'control') return send({ ...step, verb: snake(step.verb) });
    if (step.op === 'checkout') {
      await control('set_outcome', 'checkout', step.choice);
      return {};
    }
    if (step.op === 'case') {
      const answer = await prepare(step);
      return answer.fault || step.pending === 0 ? answer : seeded(step.pending);
    }
    // A clean platform between scenarios (no faults, nothing pending), started once.
    if (step.op === 'recovery') {
      const started = opened ? {} : await prepare({ op: 'case', player: 'guest', profile: 'partner', stage: 'started', pending: 0 });
      const answer = started.fault ? started : await send(step);
      if (answer.fault) return answer;
      await control('fail_next_consume', 0, 0);
      for (const token of await pending()) {
        const consumed = await send({ op: 'call', call: 'iap_consume_purchase', args: [token], sync: false });
        if (consumed.fault || consumed.error) return { fault: `consuming a leftover: ${consumed.fault ?? consumed.error!.message}` };
      }
      return seeded(step.pending);
    }
    if (step.op === 'setup' && step.faults.failNextConsume) {
      const { count, after } = step.faults.failNextConsume as { count: number; after: number };
      await control('fail_next_consume', count, after);
    }
    if (step.op === 'buy') await control('set_outcome', 'checkout', 'buy');
    // Each event's listener is its sdk.on_<event> function.
    if (step.op === 'controlCase') return send({ ...step, listen: Object.fromEntries(mockPlatformData.events.map((event) => [event, `on_${snake(event)}`])) });
    if (step.op === 'outcome') {
      const answer = await send(step);
      return answer.fault ? answer : { ...answer, pending: tokensOf(answer.pending), runs: byToken(answer.runs as unknown as LuaReport[]) };
    }
    if (step.op !== 'call') return send(step);
    const call = luaCall(step);
    return 'op' in call ? send(call) : call;
  };
}

/** The Lua API's differences: snake_case keys and callbacks, the rules' messages in Lua's words, tables, and Lua's own argument errors. */
const luaTraits: Omit<Engine, 'name' | 'send'> = {
  snakeKeys: true,
  // The rules' messages in Lua's words, as the JS library renders them for the extension (the stubs' gamesdk/words.lua must agree).
  dialect: LUA.message,
  tables: true,
  keepsCodeUnits: true,
  callbacks: (expected) => expected.map(snake),
  // A Lua argument-type error, raised before the rules run, names the Lua function and keeps its own words.
  ownError: (error) => error.context.startsWith('sdk.'),
};

/**
 * The shim in the test `host` with `hostArgs` before it (--relay and its page for the extension);
 * `fixed` is the extension page's one player, profile and stage.
 */
export function defoldEngine(name: string, host: string, hostArgs: string[], target: 'desktop' | 'extension', options: SpawnOptions, fixed?: Engine['fixed']) {
  const engine = processEngine(name, host, [...hostArgs, 'test/lua/shim.lua', target], options, { ...luaTraits, ...(fixed ? { fixed } : {}) });
  return { ...engine, send: inLua(engine.send, target) };
}
