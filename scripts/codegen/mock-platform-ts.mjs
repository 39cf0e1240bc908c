// Emits the mock platform server's share of sdk-core/api/mock-platform.json: the first player's id
// and the choices of each kind of step the player decides (the engines' mocks have the same).
import { tsString as quote } from './languages/literal.mjs';
import { mockPlatformBanner, readMockPlatform } from './tables/mock-platform.mjs';

export const from = 'mockPlatform';
export const target = 'mock-platform/src/mock-data.generated.ts';

export function emit(data = readMockPlatform()) {
  const choices = Object.entries(data.outcomes).map(([kind, list]) => `  ${kind}: [${list.map(quote).join(', ')}],`);
  return `// ${mockPlatformBanner}

/** The player every mock starts with, a guest. */
export const FIRST_PLAYER_ID = ${quote(data.firstPlayerId)};

/** The choices of each kind of step the player decides (setOutcome, answer). */
export const OUTCOME_CHOICES = {
${choices.join('\n')}
} as const;

/** The platform events the control fires, by their control name. */
export const CONTROL_EVENTS = [${data.events.map(quote).join(', ')}] as const;
`;
}
