import { EXIT } from '../output/errors.js';
import { printJson, type CliIo } from '../output/io.js';
import { escapeControl } from '../output/safe-text.js';
import type { ApiOutcome } from './call-api.js';
import { plural } from '../output/plural.js';

/** What a command's success answer must hold, and an error code it treats as success. */
export interface ReportOptions {
  /** Fields `data` must carry as non-empty strings; without them the answer is not the API's, and the step fails. */
  requires?: readonly string[];
  /** An error code treated as success (409 VERSION_EXISTS with --ok-if-exists). */
  acceptCode?: string | undefined;
}

/**
 * Turns an API outcome into the step's result: the JSON body on stdout in every case (the spec:
 * "fail the step while still showing the JSON body"), a readable line on stderr, and the exit code.
 * Every text from the server is printed with its control characters escaped.
 */
export function reportOutcome(io: CliIo, outcome: ApiOutcome, success: (data: Record<string, unknown>) => string, options: ReportOptions = {}): number {
  const { requires = [], acceptCode } = options;
  if (outcome.kind === 'unreachable') {
    printJson(io, { success: false, error: outcome.message, code: 'UNREACHABLE' });
    io.stderr(`error: ${outcome.message}\n`);
    return EXIT.failed;
  }
  printJson(io, outcome.body);
  const { status, body } = outcome;
  if (status >= 200 && status < 300 && body.success === true) {
    const data = body.data as Record<string, unknown>;
    const missing = requires.filter((field) => typeof data[field] !== 'string' && typeof data[field] !== 'number');
    if (missing.length === 0) {
      io.stderr(`${escapeControl(success(data))}\n`);
      return EXIT.ok;
    }
    io.stderr(`error: the service answered ${status} without ${missing.map((field) => `data.${field}`).join(', ')}: not an answer of the API; the step fails\n`);
    return EXIT.failed;
  }
  if (acceptCode && body.code === acceptCode) {
    io.stderr(`${status} ${acceptCode}: ${escapeControl(String(body.error))}; treated as success (--ok-if-exists)\n`);
    return EXIT.ok;
  }
  const details = body.details ? ` (${escapeControl(String(body.details))})` : '';
  const code = body.code ? ` ${escapeControl(String(body.code))}` : '';
  io.stderr(`error: the service answered ${status}${code}: ${escapeControl(String(body.error ?? 'no message'))}${details}\n`);
  if (status >= 500) io.stderr(`still failing after ${plural(outcome.attempts, 'attempt')}; the step fails\n`);
  return EXIT.failed;
}
