import { buildsCommand } from './commands/builds.js';
import { checkCommand } from './commands/check.js';
import { gamesCommand } from './commands/games.js';
import { tokenCommand } from './commands/token.js';
import type { Sleep } from './api/call-api.js';
import { ENV } from './config/config.js';
import { EXIT, UsageError } from './output/errors.js';
import { processIo, redacting, type CliIo } from './output/io.js';

/** The CLI's version (the repository's release). */
export const VERSION = '2.11.0';

const USAGE = `gamesdk ${VERSION}: preflight check and build upload for the partner platform

usage:
  gamesdk check <build.zip | folder> [--strict] [--mbps N]
  gamesdk games create --name <name> [--description D] [--engine E] [--category C]
                       [--tag T]... [--orientation portrait|landscape|both]
  gamesdk games update <gameId> [the same field flags] [--unset description|engine|category|tags]...
  gamesdk builds upload <gameId> <build.zip | folder> --version <V> [--notes <N>] [--ok-if-exists]
  gamesdk token ...            a signed value as the mock platform issues it (token --help)

API commands take --site-url <url> (or ${ENV.siteUrl}), --retries N (default 3), --timeout <seconds>, --insecure (send the key over http:// to a host that is not this machine).
The API key is read from ${ENV.apiKey} only, and never printed.
stdout carries JSON; messages go to stderr. Exit codes: 0 ok, 1 failed, 2 usage.
`;

/** What `runCli` uses from the outside world; everything has a real default. */
export interface CliContext {
  env?: NodeJS.ProcessEnv;
  io?: CliIo;
  /** Backoff wait between retries (tests pass a no-op). */
  sleep?: Sleep;
}

/**
 * Runs `gamesdk` with `argv` (the arguments after the command name) and resolves its exit code.
 *
 * @example
 * process.exitCode = await runCli(['check', 'dist/game.zip']);
 */
export async function runCli(argv: string[], context: CliContext = {}): Promise<number> {
  const env = context.env ?? process.env;
  const io = redacting(context.io ?? processIo(), env[ENV.apiKey]?.trim());
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'check':
        return await checkCommand(rest, io);
      case 'games':
        return await gamesCommand(rest, env, io, context.sleep);
      case 'builds':
        return await buildsCommand(rest, env, io, context.sleep);
      case 'token':
        return await tokenCommand(rest, io);
      case '--version':
        io.stdout(`${VERSION}\n`);
        return EXIT.ok;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.stderr(USAGE);
        return command === undefined ? EXIT.usage : EXIT.ok;
      default:
        throw new UsageError(`unknown command: ${command}`);
    }
  } catch (error) {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!usage) {
      // Through the redacting io like everything else, so not even an unexpected error shows the key.
      io.stderr(`error: ${(error as Error).message}\n`);
      return EXIT.failed;
    }
    io.stderr(`error: ${(error as Error).message}\nrun "gamesdk --help" for usage\n`);
    return EXIT.usage;
  }
}
