// Why an answer was not taken, before the attempt's number and status are known.
import type { VerifyClientOwnErrorCode } from '../error-codes.js';

/** Thrown by the transport's readers and the answers' shape checks; the attempt wraps it in a VerifyClientError. */
export class AnswerRefused extends Error {
  override name = 'AnswerRefused';
  constructor(
    readonly code: VerifyClientOwnErrorCode,
    message: string,
  ) {
    super(message);
  }
}
