// The exactly-once purchase recovery procedure of the spec, platform-independent: rounds of
// getPurchases until a round consumes nothing; for each purchase the game's save lacks, claim
// (when a backend is configured), grant and save item and token together, check that the stored
// save now holds the token, then consume; a purchase the save already has is only consumed; a
// failed step leaves it pending. Single-flight: a call made while another runs starts when it
// ends, on the state it left (see queueRecoveries).
import { SdkError } from '../errors/sdk-error.js';
import { toSdkError } from '../errors/to-sdk-error.js';
import { invalid, knownKeys } from '../validation/validate.js';
import type { Purchase, RecoveryStep } from '../types/values.js';
import { RULE_MESSAGES as say } from '../validation/rules.generated.js';

/**
 * What the game supplies to `iap.recoverPurchasesAsync`. `Claim` is what `claim` resolves with (for
 * example the game backend's answer holding the verified product); `grant` receives it.
 */
export interface RecoverPurchasesOptions<Claim = undefined> {
  /** Whether the game's save already holds `purchaseToken` (the purchase was granted before). */
  hasToken(purchaseToken: string): boolean | Promise<boolean>;
  /**
   * Claims the purchase on the game's backend, which verifies `purchase.signedRequest` and calls
   * the claim endpoint. Resolve with what the backend verified (for example `{ productId }` from
   * the verified claims), whatever `claimed` says: `grant` receives it. Throw to leave the
   * purchase pending, neither granted nor consumed (invalid token, backend down).
   */
  claim?(purchase: Purchase): Claim | Promise<Claim>;
  /**
   * Grants the item and records `purchase.purchaseToken` in the game's save, in one save (one
   * `data.setString` or `player.setDataAsync` holding both). The helper then waits for the save
   * to be stored and asks `hasToken` again before it consumes: a grant that throws, or returns
   * with the token not in the save, leaves the purchase pending (step `grant`). `claimed` is what `claim` resolved with (undefined without
   * `claim`): grant what the server verified, not `purchase.productId`, which the client reports.
   */
  grant(purchase: Purchase, claimed: Claim): void | Promise<void>;
}

// The value type is generated with the others (sdk-core/api/values.json); kept exported from here.
export type { RecoveryStep };

/** What `iap.recoverPurchasesAsync` resolves with. */
export interface RecoveryReport {
  /** Purchases granted by this call, in order. */
  granted: Purchase[];
  /** Tokens consumed by this call (granted now or before). */
  consumed: string[];
  /** Purchases left pending, with the step that failed and why. */
  failed: Array<{ purchase: Purchase; step: RecoveryStep; error: SdkError }>;
  /** Rounds of getPurchases run, the last one consuming nothing. */
  rounds: number;
}

/** What the procedure needs from the SDK. */
export interface RecoveryPorts {
  /** Whether the platform has purchases at all; where it has none there is nothing to recover. */
  offersPurchases(): boolean;
  getPurchases(): Promise<Purchase[]>;
  consume(purchaseToken: string): Promise<void>;
  /** Writes the player store; resolves true once stored. */
  flush(): Promise<boolean>;
}

const context = 'iap.recoverPurchasesAsync';

/** The keys recovery options may hold. */
const RECOVERY_OPTIONS = ['hasToken', 'claim', 'grant'];

/**
 * The recovery procedure, one run at a time. Two runs side by side would both see a purchase the
 * save lacks (neither has saved yet) and both grant it; so a call made while another runs waits
 * for it to end and then runs in full on the state it left: what the first consumed is no longer
 * listed, what it saved is in the save. A purchase bought meanwhile is granted by whichever run
 * lists it first and only consumed by the other. Arguments are checked, and the platform asked
 * whether it has purchases, at the call, so those errors and the empty report never wait.
 */
export function queueRecoveries(ports: RecoveryPorts): <Claim>(options: RecoverPurchasesOptions<Claim>) => Promise<RecoveryReport> {
  let running: Promise<unknown> = Promise.resolve();
  return async (options) => {
    validate(options);
    if (!ports.offersPurchases()) return { granted: [], consumed: [], failed: [], rounds: 0 };
    const run = running.then(() => recoverPurchases(ports, options));
    running = run.catch(() => undefined);
    return run;
  };
}

/** Runs the recovery procedure once. Rejects only when the purchases cannot be listed. */
async function recoverPurchases<Claim>(ports: RecoveryPorts, options: RecoverPurchasesOptions<Claim>): Promise<RecoveryReport> {
  const report: RecoveryReport = { granted: [], consumed: [], failed: [], rounds: 0 };
  // A purchase that failed is left for the next launch, so later rounds skip it.
  const settled = new Set<string>();
  for (;;) {
    report.rounds++;
    let consumedThisRound = 0;
    for (const purchase of await ports.getPurchases()) {
      if (settled.has(purchase.purchaseToken)) continue;
      settled.add(purchase.purchaseToken);
      let step: RecoveryStep = 'grant';
      try {
        if (!(await options.hasToken(purchase.purchaseToken))) {
          step = 'claim';
          const claimed = (await options.claim?.(purchase)) as Claim;
          step = 'grant';
          await options.grant(purchase, claimed);
          step = 'save';
          if (!(await ports.flush())) throw new SdkError('OPERATION_FAILED', say.grantNotStored(), context);
          // A grant that returned without recording the token (it did nothing, or granted the
          // item but never saved) would be consumed and lost on the next launch: never consume it.
          step = 'grant';
          if (!(await options.hasToken(purchase.purchaseToken))) throw new SdkError('OPERATION_FAILED', say.grantWithoutToken(), context);
          report.granted.push(purchase);
        }
        step = 'consume';
        await ports.consume(purchase.purchaseToken);
        report.consumed.push(purchase.purchaseToken);
        consumedThisRound++;
      } catch (error) {
        report.failed.push({ purchase, step, error: toSdkError(error, context) });
      }
    }
    if (consumedThisRound === 0) return report;
  }
}

function validate(options: unknown): void {
  const o = (typeof options === 'object' && options !== null ? options : null) as Record<string, unknown> | null;
  if (!o) throw invalid(context, 'options must be an object with hasToken and grant functions');
  // A misspelt key (has_token) would otherwise run a recovery without its check: refused at run time, as on every engine.
  knownKeys(context, 'options', o, RECOVERY_OPTIONS);
  for (const name of ['hasToken', 'grant']) {
    if (typeof o[name] !== 'function') throw invalid(context, say.notAFunction(name));
  }
  if (o.claim !== undefined && typeof o.claim !== 'function') throw invalid(context, `${say.notAFunction('claim')} when given`);
}
