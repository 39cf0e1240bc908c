import type { PartnerFailureCode } from '@gamesdk/adapter-partner';

const STATUS: Record<PartnerFailureCode, number> = {
  CANCELLED: 409,
  NOT_REGISTERED: 403,
  NOT_ALLOWED: 409,
  BAD_ARGUMENT: 400,
  QUOTA_EXCEEDED: 413,
  UNAVAILABLE: 503,
  FAILED: 500,
};

/** A failure the mock platform reports to its SDK, with the contract's code. */
export class PlatformFailure extends Error {
  readonly status: number;
  constructor(
    readonly code: PartnerFailureCode,
    message: string,
  ) {
    super(message);
    this.status = STATUS[code];
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
