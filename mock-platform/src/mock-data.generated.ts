// Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.

/** The player every mock starts with, a guest. */
export const FIRST_PLAYER_ID = 'player-1';

/** The choices of each kind of step the player decides (setOutcome, answer). */
export const OUTCOME_CHOICES = {
  checkout: ['buy', 'close'],
  registration: ['register', 'close'],
  share: ['share', 'close'],
} as const;

/** The platform events the control fires, by their control name. */
export const CONTROL_EVENTS = ['pause', 'resume', 'exitRequested'] as const;
