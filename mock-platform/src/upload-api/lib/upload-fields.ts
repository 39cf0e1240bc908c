import { UploadApiError } from './errors.js';
import type { ReceivedUpload } from './receive-upload.js';

/** Longest version, in characters (spec: Limits). */
export const VERSION_MAX_CHARS = 100;
/** Longest notes after trimming, in characters (spec: Limits). */
export const NOTES_MAX_CHARS = 500;

// Characters are counted as Unicode code points, so an emoji counts once.
const length = (text: string) => [...text].length;

/**
 * Checks the upload's parts in the documented precedence: MISSING_BUILD, then MISSING_VERSION,
 * then BUILD_NOTES_TOO_LONG. Notes are trimmed; blank or absent notes become "".
 */
export function validateUploadFields(upload: ReceivedUpload): { version: string; notes: string } {
  if (!upload.file) {
    const hint = upload.buildSentAsText ? 'build was sent as a text field; send it as a file part' : 'no build file part';
    throw new UploadApiError('MISSING_BUILD', hint);
  }
  const version = upload.fields.get('version');
  if (version === undefined || version.trim() === '' || upload.truncated.has('version') || length(version) > VERSION_MAX_CHARS) {
    throw new UploadApiError('MISSING_VERSION', `version is required: 1 to ${VERSION_MAX_CHARS} characters, not blank`);
  }
  const notes = (upload.fields.get('notes') ?? '').trim();
  if (upload.truncated.has('notes') || length(notes) > NOTES_MAX_CHARS) {
    throw new UploadApiError('BUILD_NOTES_TOO_LONG', `notes must be at most ${NOTES_MAX_CHARS} characters after trimming`);
  }
  return { version, notes };
}
