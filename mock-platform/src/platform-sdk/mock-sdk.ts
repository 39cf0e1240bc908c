// The mock platform SDK: the contract of @gamesdk/adapter-partner, implemented over the mock
// platform's HTTP API. Every state lives on the server, so it runs in a browser and under Node
// with a DOM shim alike.
import type { PartnerEventName, PartnerPlatformSdk, PartnerSession } from '@gamesdk/adapter-partner';
import { PartnerFailure, Transport } from './transport.js';

/** The mock platform SDK, plus what only a host of the mock needs. */
export interface MockPartnerSdk extends PartnerPlatformSdk {
  /** Stops listening for platform events (lets a Node process exit). */
  dispose(): void;
  /** The page session id, once `init` resolved. */
  readonly sessionId: string;
  /** True once the platform answered that it ended the session (it sent the player home). */
  readonly sessionEnded: boolean;
  /** Reports an observation of the page to the platform's event log, in order with the page's other messages. */
  observe(kind: string, detail: Record<string, unknown>): void;
}

/** What the mock needs from its page. */
export interface MockSdkHost {
  /** The page path, which names the game (`/play/<name>/...`). */
  pagePath: string;
  /** The page load the platform named in the page (its loading screen started with it), if any. */
  pageLoad?: string | null;
  /** Reloads the game after a completed registration. */
  reload(): void;
}

const POLL_RETRY_MS = 1_000;

/**
 * Makes the mock platform SDK talking to the platform whose API is at `<base>api/`.
 * @example
 * const sdk = createMockPartnerSdk(new URL('http://127.0.0.1:41234/partner-platform/v1/'), { pagePath: '/play/farm/', reload: () => {} });
 */
export function createMockPartnerSdk(base: URL, host: MockSdkHost, fetcher?: typeof fetch): MockPartnerSdk {
  const transport = new Transport(base, fetcher);
  const handlers: Record<PartnerEventName, Array<() => void>> = { pause: [], resume: [], exit: [] };
  let registered = false;
  let disposed = false;

  // Polls for platform events until disposed, or until the platform ends the session (it sent
  // the player home): an ended session gets no more events.
  const listen = async () => {
    while (!disposed && !transport.sessionEnded) {
      try {
        for (const event of await transport.poll<PartnerEventName[]>('events')) for (const handler of handlers[event] ?? []) handler();
      } catch {
        if (!disposed && !transport.sessionEnded) await new Promise((done) => setTimeout(done, POLL_RETRY_MS));
      }
    }
  };

  return {
    get sessionId() {
      return transport.session;
    },
    get sessionEnded() {
      return transport.sessionEnded;
    },
    dispose: () => void (disposed = true),
    // An observation's failure is dropped: the page's own calls report the platform's state.
    observe: (kind, detail) => void transport.post('observe', { kind, detail }).catch(() => undefined),
    async init() {
      const session = await transport.post<PartnerSession & { sessionId: string }>('init', { page: host.pagePath, pageLoad: host.pageLoad ?? null });
      transport.session = session.sessionId;
      registered = session.player.registered;
      void listen();
      const { sessionId: _, ...value } = session;
      return value;
    },
    // Messages that need no answer leave at once; the promise tells the adapter when the platform has it.
    loadingProgress: (percent) => transport.post<void>('loadingProgress', { percent }),
    // The page's own clock since navigation began, for the checklist's first-load item.
    gameReady: () => transport.post('gameReady', { sincePageStartMs: Math.round(performance.now()) }),
    on: (event, handler) => void handlers[event].push(handler),
    loadData: () => transport.post('loadData'),
    saveData: (data) => transport.post('saveData', { data }),
    signedPlayerInfo: () => transport.post('signedPlayerInfo'),
    botAvatarUrl: (username, size) => transport.post('botAvatarUrl', { username, size }),
    showRegistration(options, onClose) {
      if (registered) throw new PartnerFailure('NOT_ALLOWED', 'the player is already registered');
      const shown = transport.post<{ promptId: string }>('showRegistration', options);
      shown
        .then(({ promptId }) => transport.post<{ registered: boolean }>('registrationOutcome', { promptId }))
        .then(
          (outcome) => {
            onClose(outcome.registered);
            if (outcome.registered) host.reload();
          },
          () => onClose(false),
        );
      return { login: async () => void (await transport.post('login', { promptId: (await shown).promptId })) };
    },
    scheduleNotification: (notification) => transport.post('scheduleNotification', { notification }),
    cancelNotification: (id) => transport.post('cancelNotification', { id }),
    cancelSessionNotifications: () => transport.post('cancelSessionNotifications'),
    catalog: () => transport.post('catalog'),
    purchase: (productId) => transport.post('purchase', { productId }),
    purchases: () => transport.post('purchases'),
    consume: (purchaseToken) => transport.post('consume', { purchaseToken }),
    subscriptions: () => transport.post('subscriptions'),
    subscribe: (productId) => transport.post('subscribe', { productId }),
    shareReferral: (options) => transport.post('shareReferral', options),
    referrals: () => transport.post('referrals'),
    shareImage: (options) => transport.post('shareImage', options),
  };
}

/** Reports an observation of the page to the platform's event log (see observe-page.ts). */
export function observer(sdk: MockPartnerSdk): (kind: string, detail: Record<string, unknown>) => void {
  return (kind, detail) => sdk.observe(kind, detail);
}
