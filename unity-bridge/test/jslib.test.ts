// The .jslib linked by a real emcc into a C program, run under Node against the real browser script
// (the package's gamesdk.jspre) and the mock platform: results reach their own call ids, errors keep
// their codes, and every string handed to C is freed.
import type { RunningMockPlatform } from '@gamesdk/mock-platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadBridge, loadFailures, type LoadedBridge } from './support/bridge-harness.js';
import { linkBridgeTest } from './support/emcc.js';
import { startTestPlatform } from './support/platform.js';

let program: string;
let platform: RunningMockPlatform;
let partnerPage: string;
let bridge: LoadedBridge | null = null;

beforeAll(async () => {
  program = linkBridgeTest();
  ({ platform, partnerPage } = await startTestPlatform());
});

afterAll(async () => {
  await platform?.close();
});

afterEach(async () => {
  await bridge?.dispose();
  bridge = null;
});


/** A bridge on the partner page, initialised and started, as a game is after the first calls. */
async function startedBridge(registered = false): Promise<LoadedBridge> {
  await platform.control.clearOutcomes();
  await platform.control.setPlayer({ id: `unity-${Date.now()}-${Math.random()}`, registered });
  bridge = await loadBridge(program, partnerPage);
  bridge.init();
  expect(await bridge.call('initializeAsync')).toEqual({ ok: true });
  expect(await bridge.call('startGameAsync')).toEqual({ ok: true });
  return bridge;
}

describe('GameSdk.jslib linked by emcc, under Node', () => {
  it('queues results that arrive before GameSdk_Init and delivers them, in order, at Init', async () => {
    bridge = await loadBridge(program, partnerPage);
    const early = bridge.start('isInitialized');
    const progress = bridge.start('setLoadingProgress', { progress: 10 });
    expect(bridge.deliveries).toEqual([]);
    bridge.init();
    expect(bridge.deliveries.map((d) => d.callId)).toEqual([early, progress]);
    expect(await bridge.outcomeOf(early)).toEqual({ ok: true, value: false });
    expect((await bridge.outcomeOf(progress)).error?.code).toBe('NOT_INITIALIZED');
    expect(await bridge.call('initializeAsync'), loadFailures.join('; ')).toEqual({ ok: true });
  });

  it('answers synchronous operations before GameSdk_Call returns, with the partner capability profile', async () => {
    const b = await startedBridge();
    expect(b.callSync('session.getPlatform', {})).toEqual({ ok: true, value: 'partner' });
    expect(b.callSync('auth.isAuthenticated', {})).toEqual({ ok: true, value: false });
    expect(b.callSync('iap.isSupported', {})).toEqual({ ok: true, value: true });
    expect(b.callSync('ads.isSupported', {})).toEqual({ ok: true, value: false });
    expect(b.callSync('context.isSupported', {})).toEqual({ ok: true, value: false });
    expect(b.callSync('setLoadingProgress', { progress: 40 })).toEqual({ ok: true });
    expect(b.callSync('setLoadingProgress', { progress: 140 }).error?.code).toBe('INVALID_PARAM');
    expect(b.callSync('data.getString', { key: 'never-saved' })).toEqual({ ok: true, value: { present: false } });
    expect(b.callSync('data.setString', { key: 'empty', value: '' })).toEqual({ ok: true });
    expect(b.callSync('data.getString', { key: 'empty' })).toEqual({ ok: true, value: { present: true, text: '' } });
  });

  it('reaches every operation of the spec table against the mock platform', async () => {
    const b = await startedBridge(false);
    expect(await b.call('data.setStringAsync', { key: 'save', value: '{"level":3}' })).toEqual({ ok: true, value: true });
    expect(await b.call('player.setDataAsync', { entries: [{ key: 'coins', json: '120' }] })).toEqual({ ok: true });
    expect(await b.call('player.getDataAsync', { keys: ['coins', 'save', 'missing'] })).toEqual({
      ok: true,
      value: { entries: [{ key: 'coins', json: '120' }, { key: 'save', json: '"{\\"level\\":3}"' }] },
    });
    const catalog = await b.call('iap.getCatalogAsync');
    expect(catalog.ok).toBe(true);
    const products = catalog.value as { productId: string; priceAmount: number; imageURI: string }[];
    expect(products.length).toBeGreaterThan(0);
    expect(typeof products[0]!.priceAmount).toBe('number');
    expect(typeof products[0]!.imageURI, 'JsonUtility has no null string: absent is empty').toBe('string');
    expect(b.callSync('player.getName', {})).toEqual({ ok: true, value: '' });
    expect(b.callSync('player.getMode', {})).toEqual({ ok: true, value: 'lite' });
    const productId = products[0]!.productId;
    await platform.control.setOutcome('checkout', 'buy');
    const bought = await b.call('iap.purchaseAsync', { productId, developerPayload: '' });
    expect(bought.ok).toBe(true);
    const purchase = bought.value as { purchaseToken: string; signedRequest: string; isSandbox: boolean };
    expect(purchase.isSandbox).toBe(true);
    expect(purchase.signedRequest.split('.')).toHaveLength(3);
    const pending = await b.call('iap.getPurchasesAsync');
    expect((pending.value as { purchaseToken: string }[]).map((p) => p.purchaseToken)).toContain(purchase.purchaseToken);
    expect(await b.call('iap.consumePurchaseAsync', { purchaseToken: purchase.purchaseToken })).toEqual({ ok: true });
    expect((await b.call('iap.getPurchasesAsync')).value).toEqual([]);
    expect(await b.call('iap.getSubscriptionsAsync')).toEqual({ ok: true, value: [] });
    const signed = await b.call('player.getSignedPlayerInfoAsync');
    expect((signed.value as { signature: string }).signature.split('.')).toHaveLength(3);
    expect(b.callSync('player.isBotAvatarSupported', {}).ok).toBe(true);
    expect((await b.call('player.getBotAvatarAsync', { username: 'bot-1', size: 64 })).ok).toBe(true);
    expect(b.callSync('session.getEntryPointData', {})).toEqual({ ok: true, value: { present: false } });
    expect((await b.call('referrals.listAsync')).ok).toBe(true);
    await platform.control.setOutcome('share', 'share', 2);
    expect(await b.call('referrals.shareAsync', { text: 'Play with me', dataJson: '{"from":"unity"}', onboardingSlug: '', notificationTemplates: [] })).toEqual({ ok: true });
    expect(await b.call('context.shareAsync', { intent: 'SHARE', image: 'data:image/png;base64,iVBORw0KGgo=', text: '', dataJson: '' })).toEqual({ ok: true });
    expect(b.callSync('auth.showRegistrationPrompt', { message: 'Text {{registrationCode}} to keep your farm', dataJson: '', closeCallId: 9001 })).toEqual({ ok: true });
    const notification = { id: 'day-1', title: 'Crops', body: 'Come back!', scheduledInDays: 1, imageAssetId: 'farm', imageDataUrl: '', dataJson: '' };
    expect((await b.call('notifications.scheduleAsync', notification)).error?.code).toBe('PLAYER_NOT_AUTHENTICATED');
  });

  it('sends a guest\'s save made in the same frame as the registration prompt to the platform first (checklist item 2)', async () => {
    const b = await startedBridge(false);
    const since = (await platform.control.getEvents()).at(-1)!.seq;
    // C# calls Data.SetString and then Auth.ShowRegistrationPrompt in one frame: one JS task.
    expect(b.callSync('data.setString', { key: 'save', value: '{"level":3}' })).toEqual({ ok: true });
    expect(b.callSync('auth.showRegistrationPrompt', { message: 'Text {{registrationCode}} to keep your farm', dataJson: '', closeCallId: 9003 })).toEqual({ ok: true });
    await expect.poll(async () => (await platform.control.getEvents(since)).map((entry) => entry.call), { timeout: 15_000 }).toEqual(['saveData', 'showRegistration']);
    const guestProgress = (await platform.control.getChecklist(since)).items.find((item) => item.key === 'guest-progress')!;
    expect(guestProgress.evidence.join('\n')).not.toMatch(/before any save/);
    expect(guestProgress.status).toBe('pass');
  });

  it('runs notifications, subscriptions and registration for a registered player', async () => {
    const b = await startedBridge(true);
    const notification = { id: 'day-1', title: 'Crops', body: 'Come back!', scheduledInDays: 1, imageAssetId: 'farm', imageDataUrl: '', dataJson: '{"day":1}' };
    expect(await b.call('notifications.scheduleAsync', notification)).toEqual({ ok: true, value: { id: 'day-1', scheduledInDays: 1 } });
    expect(await b.call('notifications.cancelAsync', { id: 'day-1' })).toEqual({ ok: true });
    expect(await b.call('notifications.cancelAllAsync')).toEqual({ ok: true });
    const plans = await b.call('iap.getSubscriptionsAsync');
    const plan = (plans.value as { productId: string; isActive: boolean }[]).find((p) => !p.isActive);
    expect(plan).toBeDefined();
    await platform.control.setOutcome('checkout', 'close');
    const closed = await b.call('iap.subscribeAsync', { productId: plan!.productId });
    expect((closed.value as { status: string }).status).toBe('cancelled');
    expect(b.callSync('auth.showRegistrationPrompt', { message: 'Text {{registrationCode}} now', dataJson: '', closeCallId: 0 }).error?.code).toBe('INVALID_OPERATION');
  });

  it('routes two concurrent purchases and fifty concurrent getDataAsync to their own call ids', async () => {
    const b = await startedBridge();
    const entries = Array.from({ length: 50 }, (_, i) => ({ key: `slot-${i}`, json: String(i * 7) }));
    expect(await b.call('player.setDataAsync', { entries })).toEqual({ ok: true });
    const reads = entries.map((entry) => ({ entry, callId: b.start('player.getDataAsync', { keys: [entry.key] }) }));
    await platform.control.setOutcome('checkout', 'buy', 2);
    const products = (await b.call('iap.getCatalogAsync')).value as { productId: string }[];
    const buys = [0, 1].map((i) => ({ productId: products[i % products.length]!.productId, callId: b.start('iap.purchaseAsync', { productId: products[i % products.length]!.productId }) }));
    for (const { entry, callId } of reads) {
      expect(await b.outcomeOf(callId)).toEqual({ ok: true, value: { entries: [entry] } });
    }
    const tokens = new Set<string>();
    for (const { productId, callId } of buys) {
      const outcome = await b.outcomeOf(callId);
      expect((outcome.value as { productId: string }).productId).toBe(productId);
      tokens.add((outcome.value as { purchaseToken: string }).purchaseToken);
    }
    expect(tokens.size).toBe(2);
    const ids = b.deliveries.map((d) => d.callId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps error codes: cancelled checkout, no-fill without afterAd, unsupported modules, bad JSON payloads', async () => {
    const b = await startedBridge();
    await platform.control.setOutcome('checkout', 'close');
    const products = (await b.call('iap.getCatalogAsync')).value as { productId: string }[];
    const cancelled = await b.call('iap.purchaseAsync', { productId: products[0]!.productId });
    expect(cancelled.error).toMatchObject({ code: 'IAP_PURCHASE_CANCELLED', context: 'iap.purchaseAsync' });
    const before = b.deliveries.length;
    const ad = await b.call('ads.showInterstitial', { beforeAdCallId: 7777 });
    expect(ad.error).toMatchObject({ code: 'NO_FILL', context: 'ads.showInterstitial' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(b.deliveries.length).toBe(before + 1);
    expect((await b.call('ads.showRewarded', { beforeAdCallId: 7778 })).error?.code).toBe('NO_FILL');
    expect((await b.call('leaderboard.submitScoreAsync', { leaderboard: 'main', score: 3 })).error?.code).toBe('FEATURE_NOT_SUPPORTED');
    expect((await b.call('ads.showBannerAsync')).error?.code).toBe('FEATURE_NOT_SUPPORTED');
    expect((await b.call('context.shareAsync', { intent: 'SHARE', image: 'data:image/png;base64,iVBORw0KGgo=', dataJson: '{broken' })).error?.code).toBe('INVALID_PARAM');
    expect((await b.call('no.suchOperation')).error?.code).toBe('FEATURE_NOT_SUPPORTED');
  });

  it('raises platform events to the registered event callback', async () => {
    const b = await startedBridge();
    await platform.control.fire('pause');
    await platform.control.fire('resume');
    await platform.control.fire('exitRequested');
    const deadline = Date.now() + 10_000;
    while (b.events.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(b.events).toEqual([2, 3, 1]);
  });

  it('frees every string it allocated for C', async () => {
    const b = await startedBridge();
    const baseline = b.heapInUse();
    const value = 'é'.repeat(5000);
    expect(b.callSync('data.setString', { key: 'big', value })).toEqual({ ok: true });
    const outcome = b.callSync('data.getString', { key: 'big' });
    expect(outcome).toEqual({ ok: true, value: { present: true, text: value } });
    await Promise.all(Array.from({ length: 20 }, (_, i) => b.call('player.getDataAsync', { keys: ['big', `k${i}`] })));
    expect((await b.call('leaderboard.getEntriesAsync', { leaderboard: 'main', count: 1, offset: 0 })).ok).toBe(false);
    const measured = b.deliveries.slice(-22);
    // While C reads a result the string is on the heap; afterwards the heap is back to where it was.
    for (const delivery of measured) expect(delivery.heapDuring).toBeGreaterThanOrEqual(baseline + delivery.json.length);
    expect(b.heapInUse()).toBe(baseline);
  });
});

describe('GameSdk.jslib and gamesdk.jspre in a release-like link (-O2, Emscripten JS optimizer)', () => {
  it('links, and the optimized program still routes results, keeps codes and frees strings', async () => {
    const optimized = linkBridgeTest(true);
    await platform.control.setPlayer({ id: `unity-o2-${Date.now()}`, registered: false });
    bridge = await loadBridge(optimized, partnerPage);
    bridge.init();
    expect(await bridge.call('initializeAsync')).toEqual({ ok: true });
    expect(await bridge.call('startGameAsync')).toEqual({ ok: true });
    const baseline = bridge.heapInUse();
    const entries = Array.from({ length: 10 }, (_, i) => ({ key: `o2-${i}`, json: String(i) }));
    expect(await bridge.call('player.setDataAsync', { entries })).toEqual({ ok: true });
    const reads = entries.map((entry) => ({ entry, callId: bridge!.start('player.getDataAsync', { keys: [entry.key] }) }));
    for (const { entry, callId } of reads) expect(await bridge.outcomeOf(callId)).toEqual({ ok: true, value: { entries: [entry] } });
    await platform.control.setOutcome('checkout', 'close');
    expect((await bridge.call('iap.purchaseAsync', { productId: 'gems_100' })).error?.code).toBe('IAP_PURCHASE_CANCELLED');
    expect((await bridge.call('ads.showRewarded', { beforeAdCallId: 1 })).error?.code).toBe('NO_FILL');
    expect(bridge.heapInUse()).toBe(baseline);
  });
});

describe('GameSdk.jslib and the player setting Enable Exceptions', () => {
  it('says nothing at start-up in a build that catches exceptions (Unity\'s default setting)', async () => {
    bridge = await loadBridge(program, partnerPage);
    bridge.init();
    expect(bridge.errors.filter((line) => line.startsWith('gamesdk:'))).toEqual([]);
  });

  it('logs one clear console error at start-up, before any call, in a build linked with Enable Exceptions: None', async () => {
    const noExceptions = linkBridgeTest(false, 'none');
    bridge = await loadBridge(noExceptions, partnerPage);
    const said = bridge.errors.filter((line) => line.startsWith('gamesdk:'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/cannot catch exceptions/);
    expect(said[0]).toMatch(/Enable Exceptions is None/);
    expect(said[0]).toMatch(/Explicitly Thrown Exceptions Only/);
    // The bridge itself still works: the error is a warning to the developer, not a refusal.
    bridge.init();
    expect(await bridge.call('initializeAsync')).toEqual({ ok: true });
  });
});
