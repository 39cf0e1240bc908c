// The monitor's numbers. The spec gives the first load limit and the body length; how long the
// monitor waits before it calls an absence a finding is not shown, so it is chosen here (and
// recorded in the README).

/** The spec's first load limit: startGameAsync within 10 s of the page starting to load. */
export const FIRST_LOAD_LIMIT_MS = 10_000;

/** The spec's longest notification body, in characters: the core's rule, from sdk-core/api/rules.json. */
export { NOTIFICATION_BODY_MAX } from '@gamesdk/core';

/** Days the return notifications must cover once the player registered: D1 to D7. */
export const REMINDER_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Time after `gameReady` for start-up work (purchase recovery, scheduling the week of
 * reminders) before its absence is a finding. A session that received exitRequested is judged at
 * once.
 */
export const START_UP_GRACE_MS = 15_000;

/** Time after exitRequested reached the session for its save to reach the platform. */
export const EXIT_SAVE_WINDOW_MS = 5_000;
