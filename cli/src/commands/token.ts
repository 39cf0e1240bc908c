import { UsageError } from '../lib/errors.js';

type TokenCommand = (argv: string[]) => Promise<number> | number;

/**
 * `gamesdk token ...`: mock platform tokens, from the mock platform's own command. The mock
 * platform is imported here only, so no other command ever loads it.
 */
export async function tokenCommand(argv: string[]): Promise<number> {
  let runTokenCommand: TokenCommand | undefined;
  try {
    const specifier = '@gamesdk/mock-platform';
    ({ runTokenCommand } = (await import(specifier)) as { runTokenCommand?: TokenCommand });
  } catch (error) {
    throw new UsageError(`gamesdk token needs the mock platform (npm run build -w mock-platform): ${(error as Error).message}`);
  }
  if (typeof runTokenCommand !== 'function') throw new UsageError('this mock platform version has no token command');
  return runTokenCommand(argv);
}
