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
import { vectorsPath } from './support/vectors.js';

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

/** Runs the C# runner with `args` over the relay, on a page of `player`; resolves with its report lines and exit code. */
async function relay(player: 'guest' | 'registered', args: string[], page = partnerPage): Promise<{ report: string[]; code: number | null }> {
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
  createInterface({ input: mono.stdout }).on('line', (line) => {
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
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      report.push(`FAIL the C# scenario did not finish within ${RUN_MS} ms`);
      mono.kill();
    }, RUN_MS);
    mono.on('exit', (status) => {
      clearTimeout(timer);
      resolve(status);
    });
  });
  await bridge.dispose();
  if (stderr) report.push(`stderr: ${stderr}`);
  return { report, code };
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
      const { report, code } = await relay(player, ['--vectors-through-jslib', vectorsPath, player]);
      const text = report.join('\n');
      expect(report.filter((line) => line.startsWith('FAIL')), text).toEqual([]);
      expect(code, text).toBe(0);
      // At most 15 type-checked (VectorTests.InexpressibleAtMost says which).
      expect(text).toMatch(/vectors: [1-9]\d* passed, (?:\d|1[0-5]) type-checked, 0 failed/);
    }, RUN_MS + 30_000);
  }

  it('gives the vectors of the no-purchases profile the same outcomes on a page launched on the local fallback', async () => {
    const localPage = partnerPage.replace('sdk_platform=partner', 'sdk_platform=local');
    const { report, code } = await relay('guest', ['--vectors-through-jslib', vectorsPath, 'guest', 'no-purchases'], localPage);
    const text = report.join('\n');
    expect(report.filter((line) => line.startsWith('FAIL')), text).toEqual([]);
    expect(code, text).toBe(0);
    expect(text).toMatch(/vectors: 3 passed, 0 type-checked, 0 failed/);
  }, RUN_MS + 30_000);
});
