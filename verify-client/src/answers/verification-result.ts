// The answer of a verify: the documented shape of the kind that was asked for (any kind for
// `auto`), about the player asked for and the game expected, with each kind's claims as data. A
// hostile or broken server's answer of another kind, player or game never reaches the caller.
import type { AnyVerificationResult, RequestedKind } from '../results.js';
import type { TokenKind } from '../token-claims.js';
import { AnswerRefused } from '../transport/answer-refused.js';
import { fieldOf, objectAt, recordOf, refuse, type FieldType } from './shape.js';

// The claims each kind carries (token-claims.ts), as data; referrals are a list of these records.
const CLAIMS_LAYOUT: Readonly<Record<Exclude<TokenKind, 'referrals'>, Readonly<Record<string, FieldType>>>> = {
  player: { mode: ['authorized', 'lite'] },
  purchase: { productId: 'string', purchaseToken: 'string', purchaseTime: 'time', isSandbox: 'boolean' },
  subscription: { productId: 'string', status: 'string', isActive: 'boolean', trialEligible: 'boolean', isSandbox: 'boolean' },
};
const REFERRAL_LAYOUT = { playerId: 'string', registeredAt: 'time' } as const;
const KINDS: readonly TokenKind[] = ['player', 'purchase', 'subscription', 'referrals'];

/** What the caller asked for, against which an answer is read. */
export interface VerificationExpectation {
  kind: RequestedKind;
  expectedPlayerId?: string | undefined;
  expectedPlatformGameId?: string | undefined;
}

/**
 * Reads `data` of a verify answer against what was asked.
 * @throws AnswerRefused invalid_response (not the documented shape, another kind or player),
 *   game_mismatch (a value about another game than expected).
 */
export function readVerificationResult(data: unknown, expectation: VerificationExpectation): AnyVerificationResult {
  const answer = objectAt('data', data);
  const kind = fieldOf('data.kind', answer.kind, KINDS) as TokenKind;
  if (expectation.kind !== 'auto' && kind !== expectation.kind) refuse('data.kind', `is ${kind}, not the ${expectation.kind} that was asked for`);
  const playerId = fieldOf('data.playerId', answer.playerId, 'string');
  if (expectation.expectedPlayerId !== undefined && playerId !== expectation.expectedPlayerId) refuse('data.playerId', 'is not the expectedPlayerId that was asked for');
  const platformGameId = fieldOf('data.platformGameId', answer.platformGameId, 'string') as string;
  if (expectation.expectedPlatformGameId !== undefined && platformGameId !== expectation.expectedPlatformGameId) {
    throw new AnswerRefused('game_mismatch', `the value is about game ${JSON.stringify(platformGameId.slice(0, 200))}, not the expectedPlatformGameId`);
  }
  const issuedAt = fieldOf('data.issuedAt', answer.issuedAt, 'time');
  const claims = kind === 'referrals' ? readReferrals(answer.claims) : recordOf('data.claims', answer.claims, CLAIMS_LAYOUT[kind]);
  const ledger = kind === 'purchase' ? readLedger(answer.ledger, (claims as Record<string, unknown>).purchaseToken as string) : readNull('data.ledger', answer.ledger);
  return { kind, platformGameId, playerId, issuedAt, claims, ledger } as AnyVerificationResult;
}

function readReferrals(value: unknown): { referrals: Array<Record<string, string | boolean>> } {
  const list = objectAt('data.claims', value).referrals;
  if (!Array.isArray(list)) refuse('data.claims.referrals', 'is not a list');
  return { referrals: list.map((entry, index) => recordOf(`data.claims.referrals.${index}`, entry, REFERRAL_LAYOUT)) };
}

function readLedger(value: unknown, purchaseToken: string) {
  const ledger = objectAt('data.ledger', value);
  if (fieldOf('data.ledger.purchaseToken', ledger.purchaseToken, 'string') !== purchaseToken) refuse('data.ledger.purchaseToken', 'is not the purchase the claims are about');
  const claimed = fieldOf('data.ledger.claimed', ledger.claimed, 'boolean') as boolean;
  // Unclaimed has no time; claimed has one.
  const claimedAt = claimed ? fieldOf('data.ledger.claimedAt', ledger.claimedAt, 'time') : readNull('data.ledger.claimedAt', ledger.claimedAt);
  return { purchaseToken, claimed, claimedAt };
}

function readNull(field: string, value: unknown): null {
  if (value !== null) refuse(field, 'is not null');
  return null;
}
