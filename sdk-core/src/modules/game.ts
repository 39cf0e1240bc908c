import type { Runtime } from '../runtime/runtime.js';
import { validateOptionalPayload } from '../validation/validate.js';

/** Gameplay signals. Keep calling them: they do nothing on the partner platform but matter elsewhere. */
export interface GameModule {
  /** Whether this module is offered. */
  isSupported(): boolean;
  /** Gameplay started (a level began, the menu closed). */
  gameplayStart(): void;
  /** Gameplay stopped (a level ended, a menu opened). */
  gameplayStop(): void;
  /** A link that brings a friend into the game; on the partner platform invites go through `referrals` and this fails with FEATURE_NOT_SUPPORTED. */
  inviteLink(data?: Record<string, unknown>): Promise<string>;
}

export function createGameModule(runtime: Runtime): GameModule {
  return {
    isSupported: () => runtime.supports('game'),
    gameplayStart: () => void runtime.ready('game.gameplayStart'),
    gameplayStop: () => void runtime.ready('game.gameplayStop'),
    async inviteLink(data) {
      const context = 'game.inviteLink';
      runtime.ready(context);
      validateOptionalPayload(context, 'data', data);
      return runtime.call(context, (adapter) => adapter.inviteLink?.(data));
    },
  };
}
