import type { CliIo } from '../output/io.js';

/**
 * `gamesdk token ...`: one signed value exactly as the mock platform issues it (the development
 * key), for testing a game backend. The signer is bundled into the CLI's build, so the command
 * works with the CLI installed alone; it is loaded only here, so no other command pays for it.
 */
export async function tokenCommand(argv: string[], io: CliIo): Promise<number> {
  const { runTokenCommand } = await import('@gamesdk/verify-server/token');
  return runTokenCommand(argv, { stdout: (line) => io.stdout(`${line}\n`), stderr: (line) => io.stderr(`${line}\n`) }, 'gamesdk token');
}
