// What the platform keeps about each player and each page session.
import type { PartnerEventName } from '@gamesdk/adapter-partner';
import type { MockNotification, MockSessionView } from '../types.js';

/** A purchase the platform holds, with its signed value. */
export interface StoredPurchase {
  productId: string;
  purchaseToken: string;
  purchasedAt: string;
  signedRequest: string;
}

/** One player as the platform knows them. */
export interface PlayerRecord {
  id: string;
  registered: boolean;
  name: string | null;
  data: Record<string, unknown>;
  dataBytes: number;
  /** The player's purchase tokens the stored data holds, with how often (saved-tokens.ts). */
  savedTokens: Map<string, number>;
  notifications: Map<string, MockNotification>;
  /** Unconsumed, oldest first. */
  purchases: StoredPurchase[];
  consumed: Set<string>;
  /** productId to status (`active`, `expired`). */
  subscriptions: Map<string, string>;
  /** Plans whose free trial was used. */
  trialsUsed: Set<string>;
  referrals: Array<{ playerId: string; registeredAt: string }>;
}

/** One page session: one `init` of the platform SDK; what the control surface shows, plus its live parts. */
export interface SessionRecord extends MockSessionView {
  /** Aborts (with a SessionEnded failure) when the session ends: its held calls fail, its decisions are withdrawn. */
  ended: AbortController;
  /** Platform events not yet delivered. */
  queue: PartnerEventName[];
  /** Long polls waiting for events. */
  listeners: Set<(events: PartnerEventName[]) => void>;
}

/** A player new to the platform: a guest with no data (`{}`, 2 bytes), nothing bought, scheduled or shared. */
export function newPlayer(id: string): PlayerRecord {
  return {
    id,
    registered: false,
    name: null,
    data: {},
    dataBytes: 2,
    savedTokens: new Map(),
    notifications: new Map(),
    purchases: [],
    consumed: new Set(),
    subscriptions: new Map(),
    trialsUsed: new Set(),
    referrals: [],
  };
}
