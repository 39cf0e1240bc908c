/**
 * Every failure of the upload API carries one of these codes. The spec names the first seven;
 * the rest are our choices where the spec says "code: not shown" (see the README).
 */
export type UploadApiErrorCode =
  | 'INVALID_API_KEY'
  | 'MISSING_VERSION'
  | 'BUILD_NOTES_TOO_LONG'
  | 'MISSING_BUILD'
  | 'UPLOAD_ANALYSIS_FAILED'
  | 'VERSION_EXISTS'
  | 'SDK_NOT_INTEGRATED'
  | 'FORBIDDEN'
  | 'GAME_NOT_FOUND'
  | 'BUILD_TOO_LARGE'
  | 'VALIDATION_FAILED'
  | 'NO_UPDATABLE_FIELDS'
  | 'NOT_FOUND'
  | 'ANALYSIS_BUSY'
  | 'INTERNAL_ERROR';

const statusOf: Record<UploadApiErrorCode, number> = {
  INVALID_API_KEY: 401,
  MISSING_VERSION: 400,
  BUILD_NOTES_TOO_LONG: 400,
  MISSING_BUILD: 400,
  UPLOAD_ANALYSIS_FAILED: 400,
  VERSION_EXISTS: 409,
  SDK_NOT_INTEGRATED: 422,
  FORBIDDEN: 403,
  GAME_NOT_FOUND: 404,
  BUILD_TOO_LARGE: 413,
  VALIDATION_FAILED: 400,
  NO_UPDATABLE_FIELDS: 400,
  NOT_FOUND: 404,
  ANALYSIS_BUSY: 503,
  INTERNAL_ERROR: 500,
};

/** A failure the API answers with its failure envelope; `extra` adds fields such as `details`. */
export class UploadApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: UploadApiErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'UploadApiError';
    this.status = statusOf[code];
  }

  /** The failure envelope of the spec: `{ success: false, error, code, ...extra }`. */
  toBody(): Record<string, unknown> {
    return { success: false, error: this.message, code: this.code, ...this.extra };
  }
}
