import { SdkError } from '../errors/sdk-error.js';
import type { ModuleName, PlatformAdapter, Timeouts } from '../port/adapter.js';
import { toSdkError } from '../errors/to-sdk-error.js';
import type { Logger } from './logger.js';
import type { PlayerStore } from '../storage/player-store.js';
import { withTimeout } from './timeout.js';
import { RULE_MESSAGES as say } from '../validation/rules.generated.js';

/** Which timeout bounds a call. */
export type WaitKind = keyof Timeouts;

/**
 * Shared state of one Sdk instance and the guards every module goes through: the
 * initialisation check, the bounded wait and the error mapping live here and nowhere else.
 */
export class Runtime {
  adapter: PlatformAdapter | null = null;
  store: PlayerStore | null = null;
  started = false;

  constructor(
    readonly logger: Logger,
    readonly timeouts: Timeouts,
  ) {}

  /** The adapter, or NOT_INITIALIZED thrown for `context`. */
  ready(context: string): PlatformAdapter {
    if (!this.adapter) {
      throw new SdkError('NOT_INITIALIZED', say.notInitialized(context), context);
    }
    return this.adapter;
  }

  /** The player store, or NOT_INITIALIZED thrown for `context`. */
  readyStore(context: string): PlayerStore {
    this.ready(context);
    return this.store as PlayerStore;
  }

  /** What `isSupported()` of `module` answers; false before initialisation. */
  supports(module: ModuleName): boolean {
    return this.adapter?.supports[module] === true;
  }

  /**
   * Runs an asynchronous platform operation for `context`: checks initialisation, lets
   * `operation` pick its port (returning undefined when the adapter lacks it), bounds the wait
   * and maps whatever is thrown to an SdkError.
   */
  async call<T>(
    context: string,
    operation: (adapter: PlatformAdapter) => Promise<T> | undefined,
    wait: WaitKind = 'call',
  ): Promise<T> {
    try {
      const adapter = this.ready(context);
      const pending = operation(adapter);
      if (pending === undefined) throw unsupported(context, adapter.id);
      return await withTimeout(pending, this.timeouts[wait], context);
    } catch (error) {
      throw toSdkError(error, context);
    }
  }
}

/** The FEATURE_NOT_SUPPORTED error of `context` on platform `platformId`. */
export function unsupported(context: string, platformId: string): SdkError {
  return new SdkError('FEATURE_NOT_SUPPORTED', say.notOffered(context, platformId), context);
}
