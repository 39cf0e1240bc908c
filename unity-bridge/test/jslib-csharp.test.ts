// The real C# API (compiled by mcs, run by mono) through the real GameSdk.jslib (linked by emcc,
// run by Node) against the real browser script and the mock platform. A relay joins the two
// processes: every GameSdk_Call the C# side makes is made from C with the same call id and JSON,
// and every result or event that reaches C goes back to C#, which parses it with JsonUtility.
// The local fallback's storage, for the page launched with ?sdk_platform=local (Node has no IndexedDB).
import 'fake-indexeddb/auto';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { RunningMockPlatform } from '@gamesdk/mock-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBridge } from './support/bridge-harness.js';
import { linkBridgeTest } from './support/emcc.js';
import { startTestPlatform } from './support/platform.js';
import { compileAll, type Compiled } from './support/mono.js';
import { unityTraits, withPlatformControl } from './support/shim.js';
import { ANSWER_PREFIX } from '../../test/vectors/runner/process.js';
import type { Answer, Engine } from '../../test/vectors/runner/protocol.js';
import { runVectors, summary, type RunReport } from '../../test/vectors/runner/run.js';

const PREFIX = '>> ';
const RUN_MS = 90_000;
let compiled: Compiled;
let program: string;
let platform: RunningMockPlatform;
let partnerPage: string;

beforeAll(async () => {
  compiled = compileAll();
  program = linkBridgeTest();
  ({ platform, partnerPage } = await startTestPlatform());
});

afterAll(async () => {
  await platform?.close();
});

type Request = { init: true } | { call: number; operation: string; args: string } | { control: string; args: unknown[] };

/**
 * Runs the C# runner with `args` over the relay, on a page of `player`; resolves with its report
 * lines and exit code. With `drive`, the runner is the one runner's shim: `drive` hands it steps
 * (interleaved with the relay's lines on its stdin) and the C# side ends when they are done.
 */
async function relay(player: 'guest' | 'registered', args: string[], page = partnerPage, drive?: (engine: Engine) => Promise<void>): Promise<{ report: string[]; code: number | null }> {
  await platform.control.clearOutcomes();
  await platform.control.setPlayer({ id: `csharp-${player}-${Date.now()}`, registered: player === 'registered' });
  const bridge = await loadBridge(program, page);
  const mono = spawn('mono', [compiled.runner, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  const send = (message: object) => mono.stdin.write(`${JSON.stringify(message)}\n`);
  bridge.onDelivery = (delivery) => send('event' in delivery ? delivery : { result: delivery.callId, json: delivery.json });
  const report: string[] = [];
  let stderr = '';
  mono.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Requests are handled one at a time, in order, as the browser's single thread would.
  let queue = Promise.resolve();
  const answers: Array<(answer: Answer) => void> = [];
  createInterface({ input: mono.stdout }).on('line', (line) => {
    if (line.startsWith(ANSWER_PREFIX)) return void answers.shift()?.(JSON.parse(line.slice(ANSWER_PREFIX.length)) as Answer);
    if (!line.startsWith(PREFIX)) return void report.push(line);
    const request = JSON.parse(line.slice(PREFIX.length)) as Request;
    queue = queue.then(async () => {
      if ('init' in request) bridge.init();
      else if ('call' in request) {
        bridge.startRaw(request.call, request.operation, request.args);
        send({ ack: request.call });
      } else {
        const control = platform.control as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
        const value = await control[request.control]!(...request.args);
        send({ controlled: true, value: value ?? null });
      }
    });
  });
  const shim: Engine = { name: 'unity-jslib', ...unityTraits, send: (step) => new Promise((resolve) => { if (mono.exitCode !== null) return resolve({ fault: 'mono exited' }); answers.push(resolve); send(step); }) };
  // The page's platform is the mock platform: its control surface seeds purchases and sets a checkout's choice.
  const control = platform.control as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const steps = drive?.(withPlatformControl(shim, (verb, args) => control[verb]!(...args))).finally(() => mono.stdin.end());
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      report.push(`FAIL the C# scenario did not finish within ${RUN_MS} ms`);
      mono.kill();
    }, RUN_MS);
    mono.on('exit', (status) => {
      clearTimeout(timer);
      for (const answer of answers.splice(0)) answer({ fault: `mono exited (${status})` });
      resolve(status);
    });
  });
  await steps;
  await bridge.dispose();
  if (stderr) report.push(`stderr: ${stderr}`);
  return { report, code };
}

/** The one runner's vectors of a page's player and profile through the C# API over the relay; fails on any failure or a skip other than C#'s types. */
async function shimRun(player: 'guest' | 'registered', profile: 'partner' | 'no-purchases', page = partnerPage): Promise<RunReport> {
  let vectors: RunReport | undefined;
  const { report, code } = await relay(player, ['--shim-through-jslib'], page, async (engine) => {
    vectors = await runVectors({ ...engine, fixed: { player, profile, stage: 'started' } });
  });
  const text = report.join('\n');
  console.log(summary('behaviour.json', vectors!));
  expect(vectors!.failed, text).toEqual([]);
  expect(code, text).toBe(0);
  expect(vectors!.skipped.filter((skip) => !skip.reason.startsWith('type-checked by C#: ')), text).toEqual([]);
  // C#'s types rule out at most 17 calls (test/csharp.test.ts lists why; five are iap.formatOffer's).
  expect(vectors!.skipped.length).toBeLessThanOrEqual(17);
  return vectors!;
}

describe('the C# API through GameSdk.jslib, the browser script and the mock platform', () => {
  for (const player of ['guest', 'registered'] as const) {
    it(`runs every check for a ${player} player`, async () => {
      const { report, code } = await relay(player, ['--through-jslib', player]);
      const text = report.join('\n');
      expect(report.filter((line) => line.startsWith('FAIL')), text).toEqual([]);
      expect(code, text).toBe(0);
      expect(report.filter((line) => line.startsWith('ok ')).length, text).toBe(15);
    }, RUN_MS + 30_000);

    it(`gives the shared behaviour vectors of a ${player} player the same outcomes`, async () => {
      const vectors = await shimRun(player, 'partner');
      expect(vectors.passed.length).toBeGreaterThan(0);
    }, RUN_MS + 30_000);
  }

  it('gives the vectors of the no-purchases profile the same outcomes on a page launched on the local fallback', async () => {
    const vectors = await shimRun('guest', 'no-purchases', partnerPage.replace('sdk_platform=partner', 'sdk_platform=local'));
    expect(vectors.passed.length).toBe(3);
  }, RUN_MS + 30_000);
});
