// The platform's rules, one function per platform SDK call. Each gets the call's JSON body and
// answers the value the contract describes, or throws a PlatformFailure with the contract's code.
import type { PartnerPlan, PartnerPurchase, PartnerSession, PartnerSubscription } from '@gamesdk/adapter-partner';
import { PLAYER_DATA_LIMIT_BYTES, PURCHASES_PER_CALL } from './catalog.js';
import { validateNotificationOptions, validatePlayerDataValues, validateRecordKeys } from '@gamesdk/core';
import { PlatformFailure } from './failure.js';
import { PLATFORM_MESSAGES as say } from './rules.generated.js';
import { platformRule } from './rules.js';
import type { DecisionKind } from '../types.js';
import { createPurchase } from './purchases.js';
import { savedTokenCounts } from './saved-tokens.js';
import type { PlayerRecord, SessionRecord, StoredPurchase } from './records.js';
import type { MockState } from './state.js';
import { MAX_SIGNED_REFERRALS } from '@gamesdk/verify-server';
import { signDevelopmentToken } from '@gamesdk/verify-server/token';

/** One call as an operation sees it. */
export interface OpCall {
  state: MockState;
  /** The page session; null only for `init`. */
  session: SessionRecord | null;
  body: Record<string, unknown>;
  /** Origin of the request, for URLs the platform hands out. */
  origin: string;
  /** Aborts when the page stops waiting for the answer. */
  signal?: AbortSignal;
  /** Set by an operation to log something other than `ok` (the player's choice). */
  outcome?: string;
  /** Set by an operation to log what the platform observed beside the arguments (for the checklist monitor). */
  observed?: Record<string, unknown>;
}

type Op = (call: OpCall) => Promise<unknown>;

const text = (value: unknown, label: string): string => {
  if (typeof value !== 'string' || value === '') throw new PlatformFailure('BAD_ARGUMENT', `${label} must be a non-empty string`);
  return value;
};

const playerOf = (call: OpCall): PlayerRecord => call.state.player(call.session?.player ?? call.state.current.id);
const gameOf = (call: OpCall) => call.session?.game ?? 'mock-game';

/** Asks the player (the shell, or an outcome set beforehand) to decide a step of `kind`. */
const ask = <K extends DecisionKind>(call: OpCall, kind: K, details: Record<string, unknown>) =>
  call.state.decisions.decide(kind, call.session?.id ?? null, playerOf(call).id, details, call.signal);

const registeredOnly = (player: PlayerRecord, what: string) => {
  if (!player.registered) throw new PlatformFailure('NOT_REGISTERED', `${what} needs a registered player; this player is a guest`);
};

const toPartnerPurchase = (p: StoredPurchase): PartnerPurchase => ({ ...p, sandbox: true });

/** Whether `player` may start `plan`'s free trial: it has one and the player never had it. */
const trialEligibleFor = (player: PlayerRecord, plan: PartnerPlan) => plan.trialDays > 0 && !player.trialsUsed.has(plan.productId);

/** The plans as `player` sees them, each signed. */
async function subscriptionsOf(state: MockState, player: PlayerRecord, game: string): Promise<PartnerSubscription[]> {
  return Promise.all(
    state.catalog.subscriptions.map(async (plan) => {
      const { productId } = plan;
      const status = player.subscriptions.get(productId) ?? 'inactive';
      const active = status === 'active';
      const trialEligible = trialEligibleFor(player, plan);
      const signedRequest = await signDevelopmentToken('subscription', { platformGameId: game, playerId: player.id }, { productId, status, isActive: active, trialEligible, isSandbox: true });
      return { ...plan, active, trialEligible, status, signedRequest };
    }),
  );
}

/** Every operation of the platform SDK contract, by method name. */
export const OPS: Record<string, Op> = {
  async init(call) {
    const page = typeof call.body.page === 'string' ? call.body.page : '';
    const game = /^\/play\/([^/]+)\//.exec(page)?.[1] ?? 'mock-game';
    const pageLoad = typeof call.body.pageLoad === 'string' ? call.body.pageLoad : null;
    const session = call.state.startSession(game, pageLoad);
    call.session = session;
    const player = playerOf(call);
    const value: PartnerSession = {
      player: { id: player.id, registered: player.registered, name: player.name, photo: null },
      entryPayload: call.state.entryPayload,
      locale: 'en-US',
      dataLimitBytes: PLAYER_DATA_LIMIT_BYTES,
      // Sent with the session, as the contract allows: the game starts without a loadData round trip.
      data: player.data,
    };
    return { ...value, sessionId: session.id };
  },
  // In Manual loading mode each progress call before gameReady opens the window again.
  async loadingProgress(call) {
    if (call.session) call.state.loading.progress(call.session, call.body.percent);
  },
  async gameReady(call) {
    if (call.session) call.state.sessionReady(call.session);
  },
  async loadData(call) {
    return playerOf(call).data;
  },
  async saveData(call) {
    const data = call.body.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new PlatformFailure('BAD_ARGUMENT', 'data must be an object');
    // The SDK's key, depth and text rules, also for a caller that bypasses the SDK: a record the
    // platform takes is one every engine can read back (no engine stores a reserved key).
    platformRule(() => validateRecordKeys('saveData', data));
    platformRule(() => validatePlayerDataValues('saveData', data as Record<string, never>));
    const bytes = Buffer.byteLength(JSON.stringify(data), 'utf8');
    if (bytes > PLAYER_DATA_LIMIT_BYTES) {
      throw new PlatformFailure('QUOTA_EXCEEDED', `player data of ${bytes} bytes is over the limit of ${PLAYER_DATA_LIMIT_BYTES}`);
    }
    const player = playerOf(call);
    player.data = data as Record<string, unknown>;
    player.dataBytes = bytes;
    player.savedTokens = savedTokenCounts(player, player.data);
    const twice = [...player.savedTokens.values()].filter((count) => count > 1).length;
    call.observed = { purchaseTokens: player.savedTokens.size, tokensSavedTwice: twice };
  },
  async signedPlayerInfo(call) {
    const player = playerOf(call);
    const signature = await signDevelopmentToken('player', { platformGameId: gameOf(call), playerId: player.id }, { mode: player.registered ? 'authorized' : 'lite' });
    return { playerId: player.id, signature };
  },
  async botAvatarUrl(call) {
    const username = text(call.body.username, 'username');
    const size = Number(call.body.size);
    return `${call.origin}/partner-platform/v1/avatars/${encodeURIComponent(username)}.svg?size=${size}`;
  },
  async scheduleNotification(call) {
    const player = playerOf(call);
    registeredOnly(player, 'scheduleNotification');
    const n = (call.body.notification ?? {}) as Record<string, unknown>;
    const { id, scheduledInDays: day } = platformRule(() => validateNotificationOptions('scheduleNotification', { ...n, scheduledInDays: n.day }));
    const image = typeof n.imageAssetId === 'string' ? `asset:${n.imageAssetId}` : typeof n.imageDataUrl === 'string' ? `data-url:${n.imageDataUrl.slice(5, n.imageDataUrl.indexOf(';'))}` : null;
    player.notifications.set(id, {
      id,
      title: String(n.title ?? ''),
      body: String(n.body ?? ''),
      day,
      image,
      session: call.session?.id ?? '',
      data: (n.data as Record<string, unknown> | undefined) ?? null,
    });
  },
  async cancelNotification(call) {
    const player = playerOf(call);
    registeredOnly(player, 'cancelNotification');
    player.notifications.delete(text(call.body.id, 'id'));
  },
  async cancelSessionNotifications(call) {
    const player = playerOf(call);
    registeredOnly(player, 'cancelSessionNotifications');
    for (const [id, n] of player.notifications) if (n.session === call.session?.id) player.notifications.delete(id);
  },
  async catalog(call) {
    return call.state.catalog.products;
  },
  async purchase(call) {
    const productId = text(call.body.productId, 'productId');
    const product = call.state.catalog.products.find((p) => p.productId === productId);
    if (!product) throw new PlatformFailure('BAD_ARGUMENT', say.unknownProduct(productId));
    const player = playerOf(call);
    const choice = await ask(call, 'checkout', { type: 'purchase', ...product });
    call.outcome = choice === 'buy' ? 'bought' : 'closed';
    if (choice !== 'buy') throw new PlatformFailure('CANCELLED', say.checkoutClosed());
    return toPartnerPurchase(await createPurchase(player, productId, gameOf(call), call.state.timestamp()));
  },
  async purchases(call) {
    return playerOf(call).purchases.slice(0, PURCHASES_PER_CALL).map(toPartnerPurchase);
  },
  async consume(call) {
    const token = text(call.body.purchaseToken, 'purchaseToken');
    const player = playerOf(call);
    if (player.consumed.has(token)) return;
    const index = player.purchases.findIndex((p) => p.purchaseToken === token);
    if (index < 0) throw new PlatformFailure('BAD_ARGUMENT', say.unknownPurchaseToken());
    // Whether a stored save held the token when the game consumed: the recovery procedure saves first.
    call.observed = { tokenSaved: player.savedTokens.has(token) };
    if (call.state.takeConsumeFault()) throw new PlatformFailure('FAILED', say.consumeFailed());
    player.purchases.splice(index, 1);
    player.consumed.add(token);
  },
  async subscriptions(call) {
    const player = playerOf(call);
    return player.registered ? subscriptionsOf(call.state, player, gameOf(call)) : [];
  },
  async subscribe(call) {
    const productId = text(call.body.productId, 'productId');
    const plan = call.state.catalog.subscriptions.find((p) => p.productId === productId);
    if (!plan) throw new PlatformFailure('BAD_ARGUMENT', say.unknownPlan(productId));
    const player = playerOf(call);
    if (!player.registered) throw new PlatformFailure('NOT_REGISTERED', say.guestSubscription());
    if (player.subscriptions.get(productId) === 'active') throw new PlatformFailure('NOT_ALLOWED', say.planAlreadyHeld(productId));
    // The checkout shows the plan's terms, and its free trial when the player may start it.
    const trialEligible = trialEligibleFor(player, plan);
    const choice = await ask(call, 'checkout', { type: 'subscription', ...plan, trialEligible });
    call.outcome = choice === 'buy' ? 'bought' : 'closed';
    if (choice !== 'buy') return { ...plan, active: false, trialEligible, status: 'cancelled', signedRequest: '' };
    player.subscriptions.set(productId, 'active');
    player.trialsUsed.add(productId);
    return (await subscriptionsOf(call.state, player, gameOf(call))).find((s) => s.productId === productId);
  },
  async shareReferral(call) {
    const choice = await ask(call, 'share', { type: 'referral', text: call.body.text ?? null, onboardingSlug: call.body.onboardingSlug ?? null });
    call.outcome = choice === 'share' ? 'shared' : 'closed';
  },
  async referrals(call) {
    const player = playerOf(call);
    // The most recent MAX_SIGNED_REFERRALS: every token the platform signs must verify.
    const referrals = player.referrals.slice(-MAX_SIGNED_REFERRALS).map((r) => ({ ...r }));
    const signedRequest = await signDevelopmentToken('referrals', { platformGameId: gameOf(call), playerId: player.id }, { referrals });
    return { referrals, signedRequest };
  },
  async shareImage(call) {
    const choice = await ask(call, 'share', { type: 'image', intent: call.body.intent, text: call.body.text ?? null, image: call.body.image });
    call.outcome = choice === 'share' ? 'shared' : 'closed';
  },
};
