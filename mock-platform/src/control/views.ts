// Read-only views of the state, as the control surface answers them.
import type { MockNotificationsByDay, MockPendingPurchase, MockPlayerData, MockShownPurchase, MockStateView, MockSubscriptionView } from '../types.js';
import { PLAYER_DATA_LIMIT_BYTES, type MockCatalog } from '../platform/catalog.js';
import type { PlayerRecord } from '../platform/records.js';
import type { MockState } from '../platform/state.js';

export function notificationsByDay(player: PlayerRecord): MockNotificationsByDay {
  const days: MockNotificationsByDay['days'] = {};
  for (let day = 0; day <= 7; day++) days[String(day)] = [];
  for (const n of player.notifications.values()) days[String(n.day)]!.push({ ...n });
  return { player: player.id, days };
}

export function playerData(player: PlayerRecord): MockPlayerData {
  return { player: player.id, data: structuredClone(player.data), bytes: player.dataBytes, limitBytes: PLAYER_DATA_LIMIT_BYTES };
}

/** The purchase list of the control surface: each with its signed purchase, which a game backend's tests verify and claim. */
export function pendingPurchases(player: PlayerRecord): MockPendingPurchase[] {
  return player.purchases.map(({ productId, purchaseToken, purchasedAt, signedRequest }) => ({ productId, purchaseToken, purchasedAt, signedRequest }));
}

/** The purchases as the shell shows them: no signed value on screen. */
function shownPurchases(player: PlayerRecord): MockShownPurchase[] {
  return player.purchases.map(({ productId, purchaseToken, purchasedAt }) => ({ productId, purchaseToken, purchasedAt }));
}

export function subscriptions(catalog: MockCatalog, player: PlayerRecord): MockSubscriptionView[] {
  return catalog.subscriptions.map(({ productId, trialDays }) => {
    const status = player.subscriptions.get(productId) ?? 'inactive';
    return { productId, status, active: status === 'active', trialEligible: trialDays > 0 && !player.trialsUsed.has(productId) };
  });
}

export function stateView(state: MockState): MockStateView {
  const player = state.current;
  return {
    player: state.view(player),
    players: [...state.players.values()].map((p) => state.view(p)),
    data: { bytes: player.dataBytes, limitBytes: PLAYER_DATA_LIMIT_BYTES },
    notifications: notificationsByDay(player),
    purchases: shownPurchases(player),
    subscriptions: subscriptions(state.catalog, player),
    pending: state.decisions.pending(),
    entryPayload: state.entryPayload,
    network: state.network.current,
    loadingScreen: state.loadingScreen(),
    loginReminders: state.loginReminders,
    sessions: state.sessions.views(),
    pagesSentHome: state.loading.pagesSentHome(),
    lastSeq: state.lastSeq,
  };
}
