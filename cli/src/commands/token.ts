import { UsageError } from '../lib/errors.js';
import type { CliIo } from '../lib/io.js';

type TokenCommand = (argv: string[], output: { stdout(line: string): void; stderr(line: string): void }) => Promise<number> | number;

/**
 * `gamesdk token ...`: mock platform tokens, from the mock platform's own `token` command. The
 * mock platform is imported here only, so no other command ever loads it.
 */
export async function tokenCommand(argv: string[], io: CliIo): Promise<number> {
  let runTokenCommand: TokenCommand | undefined;
  try {
    // A variable specifier keeps bundlers and the type checker from pulling the mock platform in.
    const specifier = '@gamesdk/mock-platform';
    ({ runTokenCommand } = (await import(specifier)) as { runTokenCommand?: TokenCommand });
  } catch (error) {
    throw new UsageError(`gamesdk token needs @gamesdk/mock-platform installed beside the CLI (npm install --save-dev @gamesdk/mock-platform, or its release tarball): ${(error as Error).message}`);
  }
  if (typeof runTokenCommand !== 'function') throw new UsageError('this mock platform version has no token command');
  return runTokenCommand(argv, { stdout: (line) => io.stdout(`${line}\n`), stderr: (line) => io.stderr(`${line}\n`) });
}
