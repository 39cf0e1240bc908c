import { EXIT } from '../errors.js';
import { printJson, type CliIo } from '../io.js';
import type { ApiOutcome } from './call-api.js';
import { plural } from '../plural.js';

/**
 * Turns an API outcome into the step's result: the JSON body on stdout in every case (the spec:
 * "fail the step while still showing the JSON body"), a readable line on stderr, and the exit code.
 * `acceptCode` names an error code treated as success (409 VERSION_EXISTS with --ok-if-exists).
 */
export function reportOutcome(io: CliIo, outcome: ApiOutcome, success: (data: Record<string, unknown>) => string, acceptCode?: string): number {
  if (outcome.kind === 'unreachable') {
    printJson(io, { success: false, error: outcome.message, code: 'UNREACHABLE' });
    io.stderr(`error: ${outcome.message}\n`);
    return EXIT.failed;
  }
  printJson(io, outcome.body);
  const { status, body } = outcome;
  if (status >= 200 && status < 300) {
    io.stderr(`${success((body.data ?? {}) as Record<string, unknown>)}\n`);
    return EXIT.ok;
  }
  if (acceptCode && body.code === acceptCode) {
    io.stderr(`${status} ${acceptCode}: ${String(body.error)}; treated as success (--ok-if-exists)\n`);
    return EXIT.ok;
  }
  const details = body.details ? ` (${String(body.details)})` : '';
  const code = body.code ? ` ${String(body.code)}` : '';
  io.stderr(`error: the service answered ${status}${code}: ${String(body.error ?? 'no message')}${details}\n`);
  if (status >= 500) io.stderr(`still failing after ${plural(outcome.attempts, 'attempt')}; the step fails\n`);
  return EXIT.failed;
}
