// The registration prompt: shown, then held by the server until the player registers or closes
// it (the shell's overlay, or an outcome a test set beforehand).
import { randomInt, randomUUID } from 'node:crypto';
import { REGISTRATION_CODE_PLACEHOLDER as CODE_PLACEHOLDER } from '@gamesdk/core';
import { PlatformFailure } from './failure.js';
import { PLATFORM_MESSAGES as say } from './rules.generated.js';
import type { OpCall } from './ops.js';

const promptOf = (call: OpCall): Promise<boolean> => {
  const promptId = String(call.body.promptId);
  const prompt = call.state.prompts.get(promptId);
  if (!prompt) throw new PlatformFailure('BAD_ARGUMENT', say.unknownPrompt(promptId));
  return prompt;
};

export const REGISTRATION_OPS = {
  async showRegistration(call: OpCall) {
    const player = call.state.player(call.session?.player ?? call.state.current.id);
    if (player.registered) throw new PlatformFailure('NOT_ALLOWED', 'the player is already registered');
    const message = typeof call.body.message === 'string' ? call.body.message : '';
    const code = String(randomInt(100_000, 1_000_000));
    const promptId = randomUUID();
    const outcome = call.state.decisions
      .decide('registration', call.session?.id ?? null, player.id, { promptId, message: message.replace(CODE_PLACEHOLDER, code), code })
      .then((choice) => {
        const registered = choice === 'register';
        if (registered) call.state.register(player, true);
        call.state.record(call.session?.id ?? null, 'registrationClosed', { promptId }, registered ? 'registered' : 'closed');
        return registered;
      })
      .catch(() => false);
    call.state.prompts.set(promptId, outcome);
    return { promptId, code };
  },
  /** Starts SMS registration: answers once the prompt closed; on a closed prompt, at once with its outcome, changing nothing. */
  async login(call: OpCall) {
    return { registered: await promptOf(call) };
  },
  /** The SDK's wait for the prompt to close. */
  async registrationOutcome(call: OpCall) {
    return { registered: await promptOf(call) };
  },
};
