// Objects the SDK hands the game to act on later: behaviour, not values, so they are written here
// rather than generated with the value types (types/values.ts, from sdk-core/api/values.json).

/** A registration prompt on screen. */
export interface RegistrationPrompt {
  /** Starts the platform's SMS registration; on completion the game reloads as a registered player. */
  login(): Promise<void>;
}
