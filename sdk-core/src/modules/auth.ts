import { SdkError } from '../errors/sdk-error.js';
import { toSdkError } from '../errors/to-sdk-error.js';
import { unsupported, type Runtime } from '../runtime/runtime.js';
import type { RegistrationPrompt } from '../types/handles.js';
import type { Player, RegistrationPromptOptions } from '../types/values.js';
import { validateRegistrationPromptOptions } from '../validation/validate.js';
import { RULE_MESSAGES as say } from '../validation/rules.generated.js';
import { errorText } from '../errors/error-text.js';

/** The platform's login overlay. Prompt guests only, and only after saving their progress. */
export interface AuthModule {
  /** Whether this module is offered. */
  isSupported(): boolean;
  /** True for a registered player. */
  isAuthenticated(): boolean;
  /**
   * Shows the platform's registration prompt to a guest. Player data saved before the call (even
   * in the same tick, not awaited) is sent to the platform before the prompt, so the guest's
   * progress is kept whatever they do with it. Throws (it does not reject):
   * INVALID_PARAM when the message is blank, over 140 characters or lacks exactly one
   * `{{registrationCode}}`; INVALID_OPERATION for a registered player.
   * @example
   * Sdk.data.setString('progress', JSON.stringify(save));
   * if (!Sdk.auth.isAuthenticated()) {
   *   const prompt = Sdk.auth.showRegistrationPrompt({ message: 'Text {{registrationCode}} to keep your progress' });
   *   await prompt.login();
   * }
   */
  showRegistrationPrompt(options: RegistrationPromptOptions): RegistrationPrompt;
  /** Asks the platform to sign the player in; completes with the player. */
  signInAsync(): Promise<Player>;
}

export function createAuthModule(runtime: Runtime): AuthModule {
  return {
    isSupported: () => runtime.supports('auth'),
    isAuthenticated: () => runtime.ready('auth.isAuthenticated').auth?.isAuthenticated() === true,
    showRegistrationPrompt(options) {
      const context = 'auth.showRegistrationPrompt';
      const adapter = runtime.ready(context);
      const show = adapter.auth?.showRegistrationPrompt;
      if (!adapter.auth || !show) throw unsupported(context, adapter.id);
      const valid = validateRegistrationPromptOptions(context, options);
      if (adapter.auth.isAuthenticated()) {
        throw new SdkError('INVALID_OPERATION', say.alreadyRegistered(), context);
      }
      const onClose = valid.onClose;
      // The game's onClose runs inside the platform's flow: a throw there must not break it.
      const guarded: RegistrationPromptOptions = {
        ...valid,
        onClose: onClose && ((result) => {
          try {
            onClose(result);
          } catch (error) {
            runtime.logger.error(`the onClose of ${context} threw: ${errorText(error)}`);
          }
        }),
      };
      // Item 2 of the launch checklist: a guest's save made before the prompt (the same tick, not
      // awaited) must reach the platform first. Starting the pending write now sends it ahead of
      // the prompt; a write already on its way was sent before it anyway.
      void runtime.readyStore(context).flush();
      let prompt: RegistrationPrompt;
      try {
        prompt = show.call(adapter.auth, guarded);
      } catch (error) {
        throw toSdkError(error, context);
      }
      return { login: () => runtime.call('auth.showRegistrationPrompt.login', () => prompt.login(), 'interactive') };
    },
    signInAsync: () => runtime.call('auth.signInAsync', (adapter) => adapter.auth?.signIn?.(), 'interactive'),
  };
}
