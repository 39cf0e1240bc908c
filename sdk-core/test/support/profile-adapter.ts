// An in-memory adapter with the partner platform's capability profile, for testing the core's
// routing, validation and guards. Each port records its calls so tests can see what reached the
// platform.
import { SdkError } from '../../src/index.js';
import type { PlatformAdapter, PlatformDefinition, PlayerData, Purchase } from '../../src/index.js';

export interface ProfileAdapterState {
  registered: boolean;
  stored: PlayerData;
  saves: PlayerData[];
  calls: string[];
  /** When set, every asynchronous port call waits forever. */
  silent: boolean;
  /** When set, the next save rejects. */
  failNextSave: boolean;
  /** When set, a save of a record holding this key is refused with INVALID_PARAM, as the platform refuses data it cannot take. */
  refusedKey: string | null;
  /** When set, saves never finish (a write cut off by the page going away). */
  holdSaves: boolean;
  /** What the storage's synchronous exit keeper was last given, or null. */
  keptAtExit: PlayerData | null;
  purchases: Purchase[];
}

export function profileState(overrides: Partial<ProfileAdapterState> = {}): ProfileAdapterState {
  return { registered: false, stored: {}, saves: [], calls: [], silent: false, failNextSave: false, refusedKey: null, holdSaves: false, keptAtExit: null, purchases: [], ...overrides };
}

const never = new Promise<never>(() => {});

export function profileAdapter(state: ProfileAdapterState): PlatformAdapter {
  const answer = <T>(name: string, value: T): Promise<T> => {
    state.calls.push(name);
    return state.silent ? never : Promise.resolve(value);
  };
  return {
    id: 'partner',
    supports: { data: true, player: true, auth: true, notifications: true, iap: true, subscriptions: true, session: true, referrals: true, game: true },
    initialize: async () => {},
    setLoadingProgress: (percent) => void state.calls.push(`setLoadingProgress:${percent}`),
    startGame: () => answer('startGame', undefined),
    storage: {
      limitBytes: 1_000_000,
      load: async () => structuredClone(state.stored),
      save: async (data) => {
        state.calls.push('save');
        if (state.holdSaves) return never;
        if (state.failNextSave) {
          state.failNextSave = false;
          throw new Error('disk full');
        }
        if (state.refusedKey !== null && Object.prototype.hasOwnProperty.call(data, state.refusedKey)) {
          throw new SdkError('INVALID_PARAM', `the platform refuses ${state.refusedKey}`, 'storage.save');
        }
        state.stored = structuredClone(data);
        state.saves.push(state.stored);
      },
      saveBeforeUnload: (data) => {
        state.calls.push('saveBeforeUnload');
        state.keptAtExit = structuredClone(data);
      },
    },
    player: {
      getPlayer: () => ({ id: 'player-1', mode: state.registered ? 'authorized' : 'lite', name: null, photo: null }),
      getSignedPlayerInfo: () => answer('getSignedPlayerInfo', { playerId: 'player-1', signature: 'signed' }),
      isBotAvatarSupported: () => true,
      getBotAvatar: (username) => answer('getBotAvatar', `avatar:${username}`),
    },
    auth: {
      isAuthenticated: () => state.registered,
      signIn: () => answer('signIn', { id: 'player-1', mode: 'authorized' as const, name: null, photo: null }),
      showRegistrationPrompt: () => {
        state.calls.push('showRegistrationPrompt');
        return { login: () => answer('login', undefined) };
      },
    },
    notifications: {
      schedule: (options) => answer('schedule', { id: options.id, scheduledInDays: options.scheduledInDays }),
      cancel: () => answer('cancel', undefined),
      cancelAll: () => answer('cancelAll', undefined),
    },
    iap: {
      getCatalog: () => answer('getCatalog', []),
      purchase: (options) =>
        answer('purchase', { productId: options.productId, purchaseToken: 't1', signedRequest: 's', isSandbox: true, purchaseTime: new Date(0).toISOString() }),
      getPurchases: () => answer('getPurchases', state.purchases),
      consumePurchase: () => answer('consumePurchase', undefined),
      getSubscriptions: () => answer('getSubscriptions', []),
      subscribe: (options) =>
        answer('subscribe', {
          productId: options.productId,
          isActive: true,
          trialEligible: false,
          status: 'active',
          signedRequest: 's',
          title: 'Farm club',
          description: '',
          price: '$2.99',
          priceAmount: 2.99,
          priceCurrencyCode: 'USD',
          billingPeriod: 'month' as const,
          trialDays: 0,
        }),
    },
    session: { getEntryPointData: () => ({ from: 'platform' }) },
    referrals: { share: () => answer('referralsShare', undefined), list: () => answer('referralsList', { referrals: [], signedRequest: 's' }) },
    context: { share: () => answer('contextShare', undefined) },
  };
}

export function profilePlatform(state: ProfileAdapterState): PlatformDefinition {
  return { id: 'partner', create: () => profileAdapter(state) };
}
