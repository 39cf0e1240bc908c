import { UploadApiError } from '../routes/errors.js';
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
  return { version, notes: validNotes(upload) };
}

/**
 * Checks a dashboard upload's parts: MISSING_BUILD, then BUILD_NOTES_TOO_LONG. A hand upload
 * carries no version (spec: "Builds uploaded by hand in the dashboard carry no version"); a
 * `version` part sent anyway is ignored, like any unknown part.
 */
export function validateHandUploadFields(upload: ReceivedUpload): { version: null; notes: string } {
  if (!upload.file) throw new UploadApiError('MISSING_BUILD', 'choose the build zip to upload');
  return { version: null, notes: validNotes(upload) };
}

function validNotes(upload: ReceivedUpload): string {
  const notes = (upload.fields.get('notes') ?? '').trim();
  if (upload.truncated.has('notes') || length(notes) > NOTES_MAX_CHARS) {
    throw new UploadApiError('BUILD_NOTES_TOO_LONG', `notes must be at most ${NOTES_MAX_CHARS} characters after trimming`);
  }
  return notes;
}
