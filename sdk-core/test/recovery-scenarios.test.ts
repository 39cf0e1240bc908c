// The shared recovery scenarios (test/vectors/recovery.json) on the core's helper,
// iap.recoverPurchasesAsync, over a platform that behaves as the mock platform does: at most 50
// purchases per listing, the failNextConsume control (count, after), consuming twice succeeds, an
// unknown token is INVALID_PARAM, and a player store whose next write can fail.
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { createSdk, SdkError, type Purchase, type RecoveryReport, type Sdk } from '../src/index.js';
import { profileAdapter, profileState } from './support/profile-adapter.js';
import { claimAnswer, recoveryScenarios, type RecoveryScenario } from '../../test/vectors/recovery.js';

const logger = { info() {}, warn() {}, error() {} };
const PURCHASES_PER_CALL = 50;
const WAIT_LIMIT_MS = 5_000;

function purchaseNamed(token: string): Purchase {
  return { productId: 'gems_100', purchaseToken: token, signedRequest: `signed-${token}`, isSandbox: true, purchaseTime: new Date(0).toISOString() };
}

/** The platform of one scenario: it outlives a restart of the game, as the real one does. */
function platform(pendingCount: number) {
  const state = profileState();
  const pending: Purchase[] = Array.from({ length: pendingCount }, (_, i) => purchaseNamed(`p${i + 1}`));
  const consumed = new Set<string>();
  const faults = { count: 0, after: 0 };
  let bought = 0;
  const base = profileAdapter(state);
  const adapter = {
    ...base,
    iap: {
      ...base.iap,
      purchase: async () => {
        const purchase = purchaseNamed(`bought-${++bought}`);
        pending.push(purchase);
        return structuredClone(purchase);
      },
      getPurchases: async () => structuredClone(pending.slice(0, PURCHASES_PER_CALL)),
      consumePurchase: async (token: string) => {
        if (consumed.has(token)) return;
        const at = pending.findIndex((p) => p.purchaseToken === token);
        if (at < 0) throw new SdkError('INVALID_PARAM', 'no pending purchase has this purchaseToken', 'iap.consumePurchaseAsync');
        if (faults.count > 0) {
          if (faults.after === 0) {
            faults.count--;
            throw new SdkError('OPERATION_FAILED', 'the platform failed to consume the purchase; it stays pending', 'iap.consumePurchaseAsync');
          }
          faults.after--;
        }
        pending.splice(at, 1);
        consumed.add(token);
      },
    },
  };
  /** A launch of the game on this platform: a new SDK (and so a new recovery helper) over the same stored data. */
  const launch = async (): Promise<Sdk> => {
    const sdk = createSdk({ platforms: [{ id: 'partner', create: () => adapter }], url: 'https://game.test/?sdk_platform=partner', logger });
    await sdk.initializeAsync();
    await sdk.startGameAsync();
    return sdk;
  };
  return { state, pending, faults, launch };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** Runs one scenario; answers what happened, purchases by name. */
async function play(scenario: RecoveryScenario) {
  const world = platform(scenario.pending);
  const names = new Map<string, string>(Array.from({ length: scenario.pending }, (_, i) => [`p${i + 1}`, `p${i + 1}`]));
  const nameOf = (token: string) => names.get(token) ?? `unknown:${token}`;
  const claims: string[] = [];
  const grants: string[] = [];
  const finished: Array<{ index: number; report: RecoveryReport }> = [];
  let sdk = await world.launch();
  let launch = 0;
  let started = 0;
  let inFlight: Array<Promise<void>> = [];

  // The game's save: the granted tokens in one data key, written with the grant.
  const saved = (): string[] => JSON.parse(sdk.data.getString('save') ?? '[]') as string[];
  if (scenario.saved) sdk.data.setString('save', JSON.stringify(scenario.saved));
  if (scenario.faults?.failNextConsume) Object.assign(world.faults, scenario.faults.failNextConsume);
  if (scenario.faults?.failNextSave) world.state.failNextSave = true;

  const options = (forLaunch: number) => ({
    hasToken: (token: string) => saved().includes(token),
    grant: (purchase: Purchase) => {
      const name = nameOf(purchase.purchaseToken);
      const faults = scenario.faults ?? {};
      if (faults.failGrant === name) throw new Error('the game could not grant it');
      if (faults.grantStops === name) (null as unknown as { coins: number }).coins++; // a TypeError, as a game's bug throws
      if (faults.grantReturnsNothing === name) return;
      grants.push(name);
      if (faults.grantSkipsSave === name) return;
      sdk.data.setString('save', JSON.stringify([...saved(), purchase.purchaseToken]));
    },
    ...(scenario.claim && {
      claim: (purchase: Purchase) => {
        const name = nameOf(purchase.purchaseToken);
        const answer = claimAnswer(scenario.claim!, name, claims.filter((c) => c === name).length);
        claims.push(name);
        if (answer === 'hold') return new Promise<never>(() => {});
        // The backend answers later, as a network call does.
        return new Promise((resolve, reject) =>
          setTimeout(() => {
            if (forLaunch !== launch) return; // that game is gone
            if ('error' in answer) reject(new SdkError(answer.error as never, answer.message, 'claim'));
            else resolve(answer);
          }, 1),
        );
      },
    }),
  });

  for (const step of scenario.steps) {
    if (step === 'recover') {
      const index = started++;
      const forLaunch = launch;
      inFlight.push(sdk.iap.recoverPurchasesAsync(options(forLaunch)).then((report) => void (forLaunch === launch && finished.push({ index, report }))));
    } else if (step === 'finish') {
      await Promise.all(inFlight);
      inFlight = [];
    } else if (step === 'restart') {
      // The old game's runs never end; the new one starts with a new helper over the stored save.
      inFlight = [];
      launch++;
      sdk = await world.launch();
    } else if ('waitForClaim' in step) {
      await until(() => claims.includes(step.waitForClaim), `the claim of ${step.waitForClaim}`);
    } else {
      const purchase = await sdk.iap.purchaseAsync({ productId: 'gems_100' });
      names.set(purchase.purchaseToken, step.buy);
    }
  }
  await Promise.all(inFlight);

  const runs = finished
    .sort((a, b) => a.index - b.index)
    .map(({ report }) => ({
      granted: report.granted.map((p) => nameOf(p.purchaseToken)),
      consumed: report.consumed.map(nameOf),
      failed: report.failed.map((f) => ({ purchase: nameOf(f.purchase.purchaseToken), step: f.step, code: f.error.code })),
      rounds: report.rounds,
    }));
  return { claims: claims.sort(), grants: grants.sort(), pending: world.pending.map((p) => nameOf(p.purchaseToken)).sort(), runs };
}

const ran = new Set<string>();

describe('the shared recovery scenarios on iap.recoverPurchasesAsync', () => {
  for (const scenario of recoveryScenarios) {
    it(scenario.name, async () => {
      const seen = await play(scenario);
      expect({ claims: seen.claims, grants: seen.grants, pending: seen.pending }).toEqual({ claims: scenario.expect.claims, grants: scenario.expect.grants, pending: scenario.expect.pending });
      if (scenario.expect.runs) expect(seen.runs).toEqual(scenario.expect.runs);
      ran.add(scenario.name);
    });
  }

  afterAll(() => {
    // No silent skip: every scenario of the file ran here and passed.
    expect([...ran].sort()).toEqual(recoveryScenarios.map((s) => s.name).sort());
  });
});
