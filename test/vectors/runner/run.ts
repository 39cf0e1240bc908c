// The one interpreter of behaviour.json, recovery.json and control.json: each case and scenario becomes steps
// for an engine's shim (protocol.ts), and the answers are checked here against the expectation,
// so a change of the files' format lands in this file alone. Every engine's test calls runVectors,
// runRecovery and runControl and holds the report: how many cases ran, passed, and were skipped and why.
import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { controlCases, mockPlatformData, type ControlCase, type ControlExpect, type ControlStep as ControlCaseStep } from '../control.js';
import { recoveryScenarios, type RecoveryScenario } from '../recovery.js';
import { answerMismatch, contextOf, expand, loadVectors, profileOf, stageOf, timesOf, withPendingTokens, type VectorCase } from '../vectors.js';
import type { Answer, Engine, Step } from './protocol.js';

/** What one engine did with a file: the cases that passed, failed (with what differed) and were skipped (with why). */
export interface RunReport {
  engine: string;
  passed: string[];
  failed: Array<{ name: string; problem: string }>;
  skipped: Array<{ name: string; reason: string }>;
}

/** One line per engine and file: "<engine> <file>: N ran, N passed, N failed, N skipped (reasons)". */
export function summary(file: string, report: RunReport): string {
  const reasons = [...new Set(report.skipped.map((skip) => skip.reason))];
  const ran = report.passed.length + report.failed.length;
  return `${report.engine} ${file}: ${ran} ran, ${report.passed.length} passed, ${report.failed.length} failed, ${report.skipped.length} skipped${reasons.length ? ` (${reasons.join('; ')})` : ''}`;
}

/** The one snake_case rule (test/vectors/snake-case.json). */
export const snake = (name: string) => name.replace(/([a-z\d])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();

/** TS option keys in the engine's style: snake_case for Lua, except inside `data` payloads (the game's own JSON). */
function engineArgs(engine: Engine, value: unknown, key?: string): unknown {
  if (!engine.snakeKeys || key === 'data' || typeof value !== 'object' || value === null || '$listener' in value || '$recovery' in value) return value;
  if (Array.isArray(value)) return value.map((inner) => engineArgs(engine, inner));
  // A generator's own keys ($concat, $codeUnit) are the file's, not the API's.
  return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k.startsWith('$') ? k : snake(k), engineArgs(engine, inner, k)]));
}

/** The expectation with its field names as the engine's values carry them. */
function engineExpect(engine: Engine, expected: VectorCase['expect']): VectorCase['expect'] {
  const keyed = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [engine.snakeKeys ? snake(k) : k, v]));
  if ('fields' in expected) return { fields: keyed(expected.fields) };
  if ('each' in expected) return { each: keyed(expected.each) };
  return expected;
}

const holdsCodeUnit = (value: unknown): boolean => typeof value === 'object' && value !== null && ('$codeUnit' in value || Object.values(value).some(holdsCodeUnit));

/** Expands the generators except the markers only an engine can stand for (a listener, recovery hooks, a lone code unit where it says so). */
function expandArgs(engine: Engine, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((inner) => expandArgs(engine, inner));
  if (typeof value !== 'object' || value === null || '$listener' in value || '$recovery' in value) return value;
  if (engine.keepsCodeUnits && holdsCodeUnit(value)) return value;
  if (!('$repeat' in value || '$concat' in value || '$codeUnit' in value)) return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, expandArgs(engine, inner)]));
  return expand(value);
}

/** An answer with each empty table that stands where a list is expected made that list (engines whose tables are both). */
function asTables(answer: unknown, expected: unknown): unknown {
  const isEmptyObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
  if (Array.isArray(expected)) return isEmptyObject(answer) ? [] : Array.isArray(answer) ? answer.map((inner, i) => asTables(inner, expected[i])) : answer;
  if (isEmptyObject(expected) && Array.isArray(answer) && answer.length === 0) return {};
  if (typeof expected !== 'object' || expected === null || typeof answer !== 'object' || answer === null) return answer;
  return Object.fromEntries(Object.entries(answer).map(([key, inner]) => [key, asTables(inner, (expected as Record<string, unknown>)[key])]));
}

/** A list an engine answered: an empty table stands for an empty list. */
const listOf = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

async function step(engine: Engine, request: Step): Promise<Answer> {
  return (await batch(engine, [request]))[0]!;
}

/** Steps whose answers the next steps do not need, in one round trip where the engine can. */
async function batch(engine: Engine, requests: Step[]): Promise<Answer[]> {
  const answers = engine.sendBatch ? await engine.sendBatch(requests) : await requests.reduce<Promise<Answer[]>>(async (done, request) => [...(await done), await engine.send(request)], Promise.resolve([]));
  const fault = answers.findIndex((answer) => answer.fault);
  if (fault >= 0) throw new Error(`${engine.name} could not ${requests[fault]!.op}: ${answers[fault]!.fault}`);
  return answers;
}

/** What is wrong with an engine's answer to a case; null when it is the expected one. */
async function mismatch(engine: Engine, vector: VectorCase, answer: Answer): Promise<string | null> {
  const expected = vector.expect;
  if ('callbacks' in expected) {
    const wanted = engine.callbacks ? engine.callbacks(expected.callbacks) : expected.callbacks;
    return isDeepStrictEqual(answer.callbacks, wanted) ? null : `expected the callbacks ${wanted.join(',')}, got ${answer.callbacks?.join(',') ?? JSON.stringify(answer)}`;
  }
  if ('error' in expected) {
    const error = answer.error;
    if (!error) return `expected ${expected.error}, got success (${JSON.stringify(answer.value)?.slice(0, 200)})`;
    if (error.code !== expected.error) return `expected ${expected.error}, got ${error.code}: ${error.message}`;
    if (engine.ownError?.(error, vector.call)) return error.message === '' ? 'an error of the language without a message' : null;
    const message = typeof engine.dialect === 'function' ? engine.dialect(expected.message) : engine.dialect ? (await step(engine, { op: 'dialect', message: expected.message })).message : expected.message;
    if (error.message !== message) return `expected the message "${message}", got "${error.message}"`;
    return error.context === contextOf(vector) ? null : `expected the context ${contextOf(vector)}, got ${error.context}`;
  }
  if (answer.error) return `expected success, got ${answer.error.code}: ${answer.error.message} (${answer.error.context})`;
  const value = engine.tables && 'value' in expected ? asTables(answer.value ?? null, expected.value) : answer.value ?? null;
  return answerMismatch(value, engineExpect(engine, expected));
}

/** One case on the engine: its platform, its earlier calls, its call; null when the outcome is the expected one. */
async function runCase(engine: Engine, vector: VectorCase): Promise<{ skip: string } | { problem: string | null }> {
  const prelude: Step[] = [{ op: 'case', player: vector.player, profile: profileOf(vector), stage: stageOf(vector), pending: vector.pending ?? 0 }];
  if (vector.checkout) prelude.push({ op: 'checkout', choice: vector.checkout });
  // The pending purchases' tokens go into the arguments: the platform first, then the rest.
  const tokens = vector.pending ? listOf((await step(engine, prelude.shift()!)).tokens) : [];
  const args = engineArgs(engine, expandArgs(engine, withPendingTokens(vector.args ?? [], tokens))) as unknown[];
  const callbacks = 'callbacks' in vector.expect ? (engine.callbacks ? engine.callbacks(vector.expect.callbacks) : vector.expect.callbacks).length : undefined;
  const call: Step = { op: 'call', call: vector.call, args, sync: vector.sync === true, ...(callbacks === undefined ? {} : { callbacks }) };
  const answers = (await batch(engine, [...prelude, ...Array.from({ length: timesOf(vector) }, () => call)])).slice(prelude.length);
  const answer = answers.pop()!;
  for (const [index, earlier] of answers.entries()) {
    if (earlier.skip) return { skip: earlier.skip };
    if (earlier.error) return { problem: `call ${index + 1} of ${timesOf(vector)} failed: ${earlier.error.code}: ${earlier.error.message}` };
  }
  return answer.skip ? { skip: answer.skip } : { problem: await mismatch(engine, vector, answer) };
}

/**
 * Every case of behaviour.json the engine can run (on an engine fixed to one player, profile and
 * stage, that group's cases), in the file's order.
 */
export async function runVectors(engine: Engine, cases: VectorCase[] = loadVectors()): Promise<RunReport> {
  const report: RunReport = { engine: engine.name, passed: [], failed: [], skipped: [] };
  const fixed = engine.fixed;
  for (const vector of cases) {
    if (fixed && (vector.player !== fixed.player || profileOf(vector) !== fixed.profile || stageOf(vector) !== fixed.stage)) continue;
    const lacks = engine.lacks?.(vector.call);
    if (lacks) {
      report.skipped.push({ name: vector.name, reason: lacks });
      continue;
    }
    try {
      const outcome = await runCase(engine, vector);
      if ('skip' in outcome) report.skipped.push({ name: vector.name, reason: outcome.skip });
      else if (outcome.problem === null) report.passed.push(vector.name);
      else report.failed.push({ name: vector.name, problem: outcome.problem });
    } catch (error) {
      report.failed.push({ name: vector.name, problem: String(error) });
    }
  }
  return report;
}

const byCodePoint = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** One scenario on the engine's helper; null when what happened is what it expects, else what differs. */
async function playScenario(engine: Engine, scenario: RecoveryScenario): Promise<string | null> {
  const { tokens } = await step(engine, { op: 'recovery', pending: scenario.pending });
  const names = new Map(listOf(tokens).map((token, i) => [token, `p${i + 1}`]));
  const tokenOf = (name: string) => [...names].find(([, n]) => n === name)?.[0] ?? `no purchase ${name}`;
  const nameOf = (token: string) => names.get(token) ?? `unknown:${token}`;
  const faults = Object.fromEntries(Object.entries(scenario.faults ?? {}).map(([fault, value]) => [fault, typeof value === 'string' ? tokenOf(value) : value]));
  const claim = scenario.claim && Object.fromEntries(Object.entries(scenario.claim).map(([name, answers]) => [name === '*' ? '*' : tokenOf(name), answers]));
  await step(engine, { op: 'setup', saved: (scenario.saved ?? []).map(tokenOf), ...(claim ? { claim } : {}), faults });
  for (const action of scenario.steps) {
    if (typeof action === 'string') await step(engine, { op: action });
    else if ('waitForClaim' in action) await step(engine, { op: 'waitForClaim', token: tokenOf(action.waitForClaim) });
    else names.set((await step(engine, { op: 'buy' })).token!, action.buy);
  }
  const outcome = await step(engine, { op: 'outcome' });
  const problems: string[] = [];
  const compare = (what: string, expected: unknown, actual: unknown) => {
    if (!isDeepStrictEqual(actual, expected)) problems.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  const named = (list: string[] | undefined) => byCodePoint(listOf(list).map(nameOf));
  compare('claims', scenario.expect.claims, named(outcome.claims));
  compare('grants', scenario.expect.grants, named(outcome.grants));
  compare('pending', scenario.expect.pending, named(outcome.pending));
  if (scenario.expect.runs) {
    const runs = listOf(outcome.runs).map((run) => ({
      granted: listOf(run.granted).map(nameOf),
      consumed: listOf(run.consumed).map(nameOf),
      failed: listOf(run.failed).map((failure) => ({ purchase: nameOf(failure.token), step: failure.step, code: failure.code })),
      rounds: run.rounds,
    }));
    compare('runs', scenario.expect.runs, runs);
  }
  return problems.length === 0 ? null : problems.join('; ');
}

/** Every scenario of recovery.json on the engine's recovery helper. */
export async function runRecovery(engine: Engine, scenarios: RecoveryScenario[] = recoveryScenarios): Promise<RunReport> {
  const report: RunReport = { engine: engine.name, passed: [], failed: [], skipped: [] };
  for (const scenario of scenarios) {
    try {
      const problem = await playScenario(engine, scenario);
      if (problem === null) report.passed.push(scenario.name);
      else report.failed.push({ name: scenario.name, problem });
    } catch (error) {
      report.failed.push({ name: scenario.name, problem: String(error) });
    }
  }
  return report;
}

const operations = JSON.parse(readFileSync(new URL('../../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module: string; name: string; kind: string }> };
const syncCalls = new Set(operations.operations.filter((op) => op.kind === 'sync').map((op) => (op.module ? `${op.module}.${op.name}` : op.name)));
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 300) ?? String(value);

/** A verb's arguments as the engine takes them; a payload is the game's own JSON, kept as it is. */
function verbArgs(engine: Engine, verb: string, args: unknown[]): unknown[] {
  const params = mockPlatformData.control.find((row) => row.name === verb)?.args ?? [];
  return args.map((arg, i) => (params[i]?.name === 'payload' ? arg : engineArgs(engine, arg)));
}

/** The part of an answer `path` reaches (keys in the engine's spelling). */
function reach(engine: Engine, value: unknown, path: Array<string | number> = []): unknown {
  return path.reduce<unknown>((part, key) => (part as Record<string, unknown> | null)?.[typeof key === 'number' || !engine.snakeKeys ? key : snake(key)], value);
}

/** What is wrong with the answer to one step of a control case; null when it is the expected one. */
async function controlMismatch(engine: Engine, item: Exclude<ControlCaseStep, { events: string[] }>, expected: ControlExpect, answer: Answer): Promise<string | null> {
  if ('control' in item) {
    if (expected.refused) return answer.refused ? null : `expected ${item.control} to refuse ${shown(item.args)}, it answered ${shown(answer.value)}`;
    if (answer.refused) return `${item.control} refused ${shown(item.args)}: ${answer.refused}`;
  }
  if (answer.skip) return `the engine cannot make the call: ${answer.skip}`;
  if (expected.error) {
    if (answer.error?.code !== expected.error) return `expected ${expected.error}, got ${shown(answer.error ?? answer.value)}`;
    const message = typeof engine.dialect === 'function' ? engine.dialect(expected.message!) : engine.dialect ? (await step(engine, { op: 'dialect', message: expected.message! })).message : expected.message;
    return answer.error.message === message ? null : `expected the message "${message}", got "${answer.error.message}"`;
  }
  if (answer.error) return `expected success, got ${answer.error.code}: ${answer.error.message}`;
  if (expected.closed) return answerMismatch(answer.value, engineExpect(engine, { fields: expected.closed }));
  const value = reach(engine, answer.value ?? null, expected.path);
  if (expected.count !== undefined) {
    const size = typeof value === 'object' && value !== null ? Object.keys(value).length : -1;
    return size === expected.count ? null : `expected ${expected.count} entries, got ${shown(value)}`;
  }
  if (expected.length === 0 && engine.tables && isDeepStrictEqual(value, {})) return null;
  const rest = 'value' in expected ? { value: expected.value } : expected.fields ? { fields: expected.fields } : expected.each ? { each: expected.each } : expected.length !== undefined ? { length: expected.length } : { ok: true as const };
  return answerMismatch(engine.tables && 'value' in rest ? asTables(value, rest.value) : value, engineExpect(engine, rest));
}

/** One control case on the engine's mock: null when every step answered as expected, else the first that did not. */
async function playControl(engine: Engine, vector: ControlCase): Promise<string | null> {
  await step(engine, { op: 'controlCase' });
  for (const [index, item] of vector.steps.entries()) {
    const where = `step ${index + 1} (${'control' in item ? item.control : 'call' in item ? item.call : 'events'})`;
    if ('events' in item) {
      const heard = listOf((await step(engine, { op: 'events' })).events);
      if (!isDeepStrictEqual(heard, item.events)) return `${where}: expected the events ${shown(item.events)}, got ${shown(heard)}`;
      continue;
    }
    const expected = item.expect ?? {};
    let answer: Answer;
    if ('control' in item) {
      answer = await step(engine, { op: 'control', verb: item.control, args: verbArgs(engine, item.control, item.args) });
    } else {
      // A {$pendingToken: i} argument is the i-th purchase the game lists now.
      const listed = JSON.stringify(item.args).includes('$pendingToken') ? listOf((await step(engine, { op: 'call', call: 'iap.getPurchasesAsync', args: [], sync: false })).value as Array<Record<string, string>>) : [];
      const tokens = listed.map((purchase) => purchase[engine.snakeKeys ? 'purchase_token' : 'purchaseToken']!);
      const args = engineArgs(engine, withPendingTokens(item.args, tokens)) as unknown[];
      answer = await step(engine, { op: 'call', call: item.call, args, sync: syncCalls.has(item.call), ...(expected.closed ? { closes: true } : {}) });
    }
    const problem = await controlMismatch(engine, item, expected, answer);
    if (problem !== null) return `${where}: ${problem}`;
  }
  return null;
}

/** Every case of control.json on the engine's mock, in the file's order. */
export async function runControl(engine: Engine, cases: ControlCase[] = controlCases): Promise<RunReport> {
  const report: RunReport = { engine: engine.name, passed: [], failed: [], skipped: [] };
  for (const vector of cases) {
    try {
      const problem = await playControl(engine, vector);
      if (problem === null) report.passed.push(vector.name);
      else report.failed.push({ name: vector.name, problem });
    } catch (error) {
      report.failed.push({ name: vector.name, problem: String(error) });
    }
  }
  return report;
}
