// The shape of test/vectors/recovery.json, the exactly-once purchase recovery as data (see
// test/vectors/README.md#recovery-scenarios). Every engine's runner reads the same file.
import { readFileSync } from 'node:fs';

/** What the game's backend answers one claim with: a claim result, an error, or no answer ever ("hold"). */
export type ClaimAnswer = { claimed: boolean } | { error: string; message: string } | 'hold';

/** One step of a scenario. */
export type RecoveryStep =
  | 'recover' // start a recovery (not waiting for it)
  | 'finish' // wait until every recovery started and not abandoned has reported
  | 'restart' // the game stops and launches again: runs in flight are abandoned, the helper is new; the platform and the stored save stay
  | { waitForClaim: string } // wait until the backend was asked to claim that purchase
  | { buy: string }; // the player buys the first product (the checkout completes); the purchase gets that name

/** A purchase a run left pending, with the step that failed and the error's code. */
export interface ExpectedFailure {
  purchase: string;
  step: 'claim' | 'grant' | 'save' | 'consume';
  code: string;
}

/** A finished run's report, purchases by name. */
export interface ExpectedRun {
  granted: string[];
  consumed: string[];
  failed: ExpectedFailure[];
  rounds: number;
}

export interface RecoveryScenario {
  name: string;
  /** Where the spec says so. */
  spec: string;
  /** Pending purchases at launch, named p1..pN in the platform's order. */
  pending: number;
  /** Purchases whose token the game's save holds at launch. */
  saved?: string[];
  /** The game's claim hook: per purchase (or "*" for any other) its answers, one per claim call, the last repeating. Absent: no claim hook. */
  claim?: Record<string, ClaimAnswer[]>;
  faults?: {
    /** The mock platform's control verb: `count` consumes fail after `after` more succeed. */
    failNextConsume?: { count: number; after: number };
    /** The next write of the player's data is not stored. */
    failNextSave?: boolean;
    /** The game's grant throws for this purchase (GDScript: answers a failed Result). */
    failGrant?: string;
    /**
     * The game's grant stops on an unexpected error before it grants or saves: a runtime error
     * (TypeError, NullReferenceException, a Lua error indexing nil), in GDScript a script error
     * (the engine ends the call, which answers null).
     */
    grantStops?: string;
    /** The game's grant returns normally without granting or saving anything (GDScript: null). */
    grantReturnsNothing?: string;
    /** The game's grant gives the item but does not record its token in the save. */
    grantSkipsSave?: string;
  };
  steps: RecoveryStep[];
  expect: {
    /** Purchases the backend was asked to claim, sorted by code point (a purchase claimed twice appears twice). */
    claims: string[];
    /** Purchases the game granted, sorted by code point: exactly once each, or never. */
    grants: string[];
    /** Purchases still pending on the platform at the end, sorted by code point. */
    pending: string[];
    /** The reports of the runs that finished, in the order they started (absent: timing decides how runs share the work). */
    runs?: ExpectedRun[];
  };
}

/** Every scenario of test/vectors/recovery.json. */
export const recoveryScenarios: RecoveryScenario[] = (
  JSON.parse(readFileSync(new URL('./recovery.json', import.meta.url), 'utf8')) as { scenarios: RecoveryScenario[] }
).scenarios;

/** The path of test/vectors/recovery.json, for runners in other languages. */
export const recoveryScenariosPath = new URL('./recovery.json', import.meta.url);

/** The answer the claim hook gives to the `call`-th (0-based) claim of `purchase`. */
export function claimAnswer(claim: Record<string, ClaimAnswer[]>, purchase: string, call: number): ClaimAnswer {
  const answers = claim[purchase] ?? claim['*'];
  if (!answers || answers.length === 0) throw new Error(`the scenario gives no claim answer for ${purchase}`);
  return answers[Math.min(call, answers.length - 1)]!;
}
