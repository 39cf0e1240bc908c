import { SdkError } from '../errors/sdk-error.js';
import type { Runtime } from '../runtime/runtime.js';
import type { JsonValue, PlayerData, PlayerMode, SignedPlayerInfo } from '../types/values.js';
import { invalid, validateAvatarSize, validateText } from '../validation/validate.js';
import { validateDataKey, validateRecordKeys } from '../validation/data-keys.js';
import { RULE_MESSAGES as say } from '../validation/rules.generated.js';
import { validatePlayerDataValues } from '../validation/player-data.js';
import { isRefusal } from '../storage/player-store.js';

/** The current player and their data. */
export interface PlayerModule {
  /** Whether this module is offered. */
  isSupported(): boolean;
  /** Stable id of the player, guest or registered. */
  getId(): string;
  /** `authorized` (registered) or `lite` (guest). */
  getMode(): PlayerMode;
  /** Display name; null when there is none. */
  getName(): string | null;
  /** Photo URL; null when there is none. */
  getPhoto(): string | null;
  /**
   * Values for `keys` from the player store (the same store as `data`); missing keys are left out.
   * @example const { coins } = await Sdk.player.getDataAsync(['coins']);
   */
  getDataAsync(keys: string[]): Promise<PlayerData>;
  /**
   * Saves every entry of `data` or none: past the platform's limit it fails with DATA_LIMIT_EXCEEDED
   * and stored data is unchanged; a value nested past 32 levels of arrays and objects, or text with a lone
   * UTF-16 surrogate, fails with INVALID_PARAM. Completes once stored; a write the platform refuses fails
   * with its error and is not retried.
   */
  setDataAsync(data: PlayerData): Promise<void>;
  /** Signed proof of the player's identity, to verify on a server (kind `player`). */
  getSignedPlayerInfoAsync(): Promise<SignedPlayerInfo>;
  /** Whether `player.getBotAvatarAsync` is available; check first and keep your own art as fallback. */
  isBotAvatarSupported(): boolean;
  /** A picture URL for a bot named `username`; the same name always gives the same picture. `size` is 1 to 1024 pixels. */
  getBotAvatarAsync(username: string, size: number): Promise<string>;
}

export function createPlayerModule(runtime: Runtime): PlayerModule {
  const player = (context: string) => runtime.ready(context).player.getPlayer();
  return {
    isSupported: () => runtime.supports('player'),
    getId: () => player('player.getId').id,
    getMode: () => player('player.getMode').mode,
    getName: () => player('player.getName').name,
    getPhoto: () => player('player.getPhoto').photo,
    async getDataAsync(keys) {
      const context = 'player.getDataAsync';
      const store = runtime.readyStore(context);
      if (!Array.isArray(keys)) throw invalid(context, say.notAStringList('keys'));
      const result: PlayerData = {};
      for (const key of keys) {
        validateDataKey(context, 'keys[]', key);
        const value: JsonValue | undefined = store.get(key);
        if (value !== undefined) result[key] = structuredClone(value);
      }
      return result;
    },
    async setDataAsync(data) {
      const context = 'player.setDataAsync';
      const store = runtime.readyStore(context);
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        throw invalid(context, say.playerDataShape());
      }
      validateRecordKeys(context, data);
      let copy: PlayerData;
      try {
        copy = JSON.parse(JSON.stringify(data)) as PlayerData;
      } catch {
        throw invalid(context, 'data must be JSON-serialisable');
      }
      validatePlayerDataValues(context, copy);
      if (store.set(copy) === 'over-limit') {
        throw new SdkError('DATA_LIMIT_EXCEEDED', say.playerDataLimit(store.limitBytes), context);
      }
      const error = await store.flushError();
      if (error === undefined) return;
      // A refusal is the platform's own answer (the write is dropped); anything else is retried.
      throw isRefusal(error) ? new SdkError(error.code, error.message, context) : new SdkError('OPERATION_FAILED', 'the platform did not store the data; it will be retried', context);
    },
    getSignedPlayerInfoAsync: () =>
      runtime.call('player.getSignedPlayerInfoAsync', (adapter) => adapter.player.getSignedPlayerInfo?.()),
    isBotAvatarSupported: () => runtime.ready('player.isBotAvatarSupported').player.isBotAvatarSupported?.() === true,
    async getBotAvatarAsync(username, size) {
      const context = 'player.getBotAvatarAsync';
      runtime.ready(context);
      validateText(context, 'username', username);
      validateAvatarSize(context, size);
      return runtime.call(context, (adapter) => adapter.player.getBotAvatar?.(username, size));
    },
  };
}
