// Every plain operation of the manifest, called through the .jslib (linked by emcc, run under Node
// against the real browser script and the mock platform), runs on the bridge host: the jslib calls
// Sdk.bridge.run with the operation and never an Sdk method itself (test/jslib/spy.js records
// both). And C#'s arguments reach the SDK as the manifest describes them: JsonUtility's "" and []
// for null are "not given" for an optional argument and for a field of an object argument, a
// required string keeps its "", and C#'s field names become the manifest's.
import { fileURLToPath } from 'node:url';
import type { RunningMockPlatform } from '@gamesdk/mock-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlain, pathOf, readOperations } from '../../scripts/codegen/tables/operations.mjs';
import { loadBridge, type LoadedBridge } from './support/bridge-harness.js';
import { linkBridgeTest } from './support/emcc.js';
import { startTestPlatform } from './support/platform.js';

interface SpyCall {
  path: string;
  args: unknown[];
  viaHost: boolean;
}

interface Spy {
  calls: SpyCall[];
  host: { via: string; operation: string }[];
}

const plain = (readOperations() as { module: string; name: string; kind: string; bridgeOnly?: boolean }[]).filter((op) => isPlain(op) && !op.bridgeOnly);
const plainPaths = new Set(plain.map(pathOf));

let platform: RunningMockPlatform;
let partnerPage: string;
let bridge: LoadedBridge;
let spy: Spy;

beforeAll(async () => {
  const program = linkBridgeTest(false, 'explicit', [fileURLToPath(new URL('./jslib/spy.js', import.meta.url))]);
  ({ platform, partnerPage } = await startTestPlatform());
  await platform.control.clearOutcomes();
  await platform.control.setPlayer({ id: `unity-host-${Date.now()}`, registered: true });
  bridge = await loadBridge(program, partnerPage);
  spy = (bridge.module as { gamesdkSpy: Spy }).gamesdkSpy;
  bridge.init();
  expect(await bridge.call('initializeAsync')).toEqual({ ok: true });
  expect(await bridge.call('startGameAsync')).toEqual({ ok: true });
}, 300_000);

afterAll(async () => {
  await bridge?.dispose();
  await platform?.close();
});

/** Runs one call through the jslib with C#'s arguments object; returns its outcome and what the spy saw. */
async function through(operation: string, args: object, sync: boolean) {
  spy.calls.length = 0;
  spy.host.length = 0;
  const outcome = sync ? bridge.callSync(operation, args) : await bridge.call(operation, args);
  return { outcome, host: [...spy.host], calls: [...spy.calls] };
}

/** The one call of `path` the SDK saw. */
function only(calls: SpyCall[], path: string): SpyCall {
  const seen = calls.filter((call) => call.path === path);
  expect(seen, path).toHaveLength(1);
  return seen[0]!;
}

describe('the .jslib hands every plain operation to the bridge host', () => {
  it('is checked on every plain operation of the manifest', () => {
    expect(plain.length).toBeGreaterThan(80);
  });

  it.each(plain.map((op) => [pathOf(op), op.kind] as const))('%s (%s) reaches Sdk.bridge.run, and the jslib calls no Sdk method itself', async (path, kind) => {
    // A checkout or share the call may open is closed at once, never left waiting.
    await platform.control.setOutcome('checkout', 'close');
    await platform.control.setOutcome('share', 'close');
    const { outcome, host, calls } = await through(path, {}, kind !== 'async');
    expect(typeof outcome.ok).toBe('boolean');
    expect(host).toEqual([{ via: 'run', operation: path }]);
    expect(calls.filter((call) => !call.viaHost && plainPaths.has(call.path)), 'calls the jslib made itself').toEqual([]);
    expect(only(calls, path).viaHost).toBe(true);
    await platform.control.clearOutcomes();
  });
});

describe("C#'s arguments as the SDK receives them", () => {
  it('an optional string sent as "" arrives as not given; a required one keeps its ""', async () => {
    const tutorial = await through('analytics.logTutorialStart', { name: '', score: 0, wasCompleted: false, dataJson: '' }, true);
    expect(tutorial.outcome).toEqual({ ok: true });
    expect(only(tutorial.calls, 'analytics.logTutorialStart').args).toEqual([undefined]);
    const haptics = await through('haptics.triggerAsync', { style: '' }, false);
    expect(haptics.outcome).toEqual({ ok: true });
    expect(only(haptics.calls, 'haptics.triggerAsync').args).toEqual([undefined]);
    const score = await through('leaderboard.submitScoreAsync', { leaderboard: 'main', score: 3, extraData: '', count: 0, offset: 0, title: '', dataJson: '' }, false);
    expect(only(score.calls, 'leaderboard.submitScoreAsync').args).toEqual(['main', 3, undefined]);
    const saved = await through('data.setString', { key: 'blank', value: '' }, true);
    expect(saved.outcome).toEqual({ ok: true });
    expect(only(saved.calls, 'data.setString').args).toEqual(['blank', '']);
  });

  it('an optional list sent as [] arrives as not given; a field of an object argument sent as "" or [] is left out', async () => {
    const stats = await through('stats.getStatsAsync', { stats: [], keys: [] }, false);
    expect(only(stats.calls, 'stats.getStatsAsync').args).toEqual([undefined]);
    await platform.control.setOutcome('checkout', 'close');
    const bought = await through('iap.purchaseAsync', { productId: 'gems_100', developerPayload: '' }, false);
    expect(bought.outcome.error?.code).toBe('IAP_PURCHASE_CANCELLED');
    expect(only(bought.calls, 'iap.purchaseAsync').args).toEqual([{ productId: 'gems_100' }]);
    await platform.control.setOutcome('share', 'share');
    const referral = await through('referrals.shareAsync', { text: 'Play with me', dataJson: '', onboardingSlug: '', notificationTemplates: [] }, false);
    expect(referral.outcome).toEqual({ ok: true });
    expect(only(referral.calls, 'referrals.shareAsync').args).toEqual([{ text: 'Play with me' }]);
  });

  it("C#'s field names become the manifest's, and JSON text fields arrive parsed", async () => {
    const unlock = await through('achievements.unlockAsync', { id: 'first-win' }, false);
    expect(only(unlock.calls, 'achievements.unlockAsync').args).toEqual(['first-win']);
    const created = await through('tournament.createAsync', { leaderboard: '', score: 40, extraData: '', count: 0, offset: 0, title: 'Weekly', dataJson: '' }, false);
    expect(only(created.calls, 'tournament.createAsync').args).toEqual([{ initialScore: 40, title: 'Weekly' }]);
    const shared = await through('tournament.shareAsync', { leaderboard: '', score: 7, extraData: '', count: 0, offset: 0, title: '', dataJson: '{"from":"unity"}' }, false);
    expect(only(shared.calls, 'tournament.shareAsync').args).toEqual([{ score: 7, data: { from: 'unity' } }]);
    const level = await through('analytics.logLevelEnd', { name: '3', score: 120, wasCompleted: true, dataJson: '' }, true);
    expect(only(level.calls, 'analytics.logLevelEnd').args).toEqual(['3', 120, true]);
    const event = await through('analytics.logEvent', { name: 'harvest', score: 0, wasCompleted: false, dataJson: '{"crop":"corn"}' }, true);
    expect(only(event.calls, 'analytics.logEvent').args).toEqual(['harvest', { crop: 'corn' }]);
    const increments = await through('stats.incrementStatsAsync', { stats: [{ key: 'wins', value: 1 }], keys: [] }, false);
    expect(only(increments.calls, 'stats.incrementStatsAsync').args).toEqual([{ wins: 1 }]);
    const saved = await through('player.setDataAsync', { entries: [{ key: 'coins', json: '120' }] }, false);
    expect(saved.outcome).toEqual({ ok: true });
    expect(only(saved.calls, 'player.setDataAsync').args).toEqual([{ coins: 120 }]);
  });

  it('JSON text that is not JSON is refused in the jslib with INVALID_PARAM, before the SDK sees it', async () => {
    const bad = await through('game.inviteLink', { dataJson: '{broken' }, false);
    expect(bad.outcome.error).toMatchObject({ code: 'INVALID_PARAM', context: 'game.inviteLink' });
    expect(bad.outcome.error?.message).toMatch(/^data must be JSON object text/);
    expect(bad.calls.filter((call) => call.path === 'game.inviteLink')).toEqual([]);
  });
});
