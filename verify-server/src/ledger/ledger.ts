// The claim ledger: the one durable record of which purchases were claimed and when. Exactly-once
// rests on it: a claim is a single atomic insert-if-absent, committed before the answer is sent.

/** A purchase to claim, as proven by a verified purchase token. */
export interface ClaimRequest {
  platformGameId: string;
  purchaseToken: string;
  playerId: string;
  productId: string;
  /** The time recorded if this call is the first claim. */
  at: Date;
}

/** The outcome of a claim: `claimed` is true for exactly one call per purchase. */
export interface ClaimOutcome {
  claimed: boolean;
  /** When the purchase was first claimed. */
  claimedAt: Date;
}

/** A durable purchase claim ledger. Implementations throw {@link LedgerUnavailableError} on failure. */
export interface ClaimLedger {
  /** Claims a purchase once; durable before it resolves. */
  claim(request: ClaimRequest): Promise<ClaimOutcome>;
  /** When the purchase was claimed, or undefined while unclaimed. */
  claimedAt(platformGameId: string, purchaseToken: string): Promise<Date | undefined>;
  /** Releases the ledger's resources. */
  close(): Promise<void>;
}

/** The ledger cannot be read or written now; the request answers 503 ledger_unavailable. */
export class LedgerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LedgerUnavailableError';
  }
}

/** Runs a ledger operation, turning any failure into a {@link LedgerUnavailableError}. */
export async function ledgerCall<T>(operation: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new LedgerUnavailableError(`ledger ${operation} failed`, { cause });
  }
}
