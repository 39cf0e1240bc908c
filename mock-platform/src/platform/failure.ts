import type { PartnerFailureCode } from '@gamesdk/adapter-partner';

/**
 * A failure the mock platform reports to its SDK, with the contract's code. It is an outcome of
 * the call (a closed checkout, a failed consume), answered with HTTP 200 and the failure in the
 * body, as a platform SDK's own transport would: only a broken request is an HTTP error.
 */
export class PlatformFailure extends Error {
  constructor(
    readonly code: PartnerFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** A bad request to the control surface. */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * The page session is over: the platform sent the player home and took the page away. Its calls,
 * held or new, fail UNAVAILABLE; the answer says `sessionEnded` so the mock SDK stops its event poll.
 */
export class SessionEnded extends PlatformFailure {
  constructor(message = 'the platform sent the player home: this page session has ended') {
    super('UNAVAILABLE', message);
  }
}
