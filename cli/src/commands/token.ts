import { runTokenCommand } from '@gamesdk/verify-server/token';
import type { CliIo } from '../lib/io.js';

/**
 * `gamesdk token ...`: one signed value exactly as the mock platform issues it (the development
 * key), for testing a game backend. The signer is bundled into the CLI's build, so the command
 * works with the CLI installed alone.
 */
export function tokenCommand(argv: string[], io: CliIo): Promise<number> {
  return runTokenCommand(argv, { stdout: (line) => io.stdout(`${line}\n`), stderr: (line) => io.stderr(`${line}\n`) }, 'gamesdk token');
}
