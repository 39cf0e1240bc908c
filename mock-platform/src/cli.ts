// `mock-platform <command>`: serve a game folder on the mock platform, or print a signed token.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { shellUrl } from './app.js';
import { readCatalogFile } from './platform/catalog-file.js';
import { startMockPlatform } from './start.js';
import { runTokenCommand, type CommandOutput } from '@gamesdk/verify-server/token';
import { runKeysCommand, runMembersCommand } from './upload-api/index.js';

/** Where the command line keeps the mock's files (upload API database and builds, claim ledger): MOCK_PLATFORM_DATA_DIR, else `.data/mock-platform`. */
export const cliDataDir = () => resolve(process.env.MOCK_PLATFORM_DATA_DIR ?? '.data/mock-platform');

const USAGE = `usage:
  mock-platform serve <folder> [--port <n>] [--host <h>] [--name <game>] [--catalog <file.json>]
      serve a game folder, the one holding its index.html (default port: PORT or 8080; --port 0
      picks a free one); --catalog: the game's products and plans,
      { "products": [{ "productId", "title", "price", ... }], "subscriptions": [...] }
  mock-platform keys <create --team <team> --name <name> | revoke <prefix> | list>   team API keys of the upload API
  mock-platform members <create --team <team> --name <name> --role <owner|manager|developer> | list | remove --team <team> --name <name>>   dashboard accounts
  mock-platform token --kind <player|purchase|subscription|referrals> --player <id> --game <platformGameId> [--product <id>] [--purchase-token <t>] [--issued-at <ISO time>] [--sandbox] [--json]   (token --help for details)
  mock-platform --help
The upload API's database and builds and the claim ledger are kept in MOCK_PLATFORM_DATA_DIR,
default .data/mock-platform under the current folder.`;

const HELP = new Set(['--help', '-h', 'help']);

/** Runs the command line; resolves the exit code. `serve` keeps running until the process is stopped. */
export async function main(argv: readonly string[], output: CommandOutput = { stdout: console.log, stderr: console.error }): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'token') return runTokenCommand(rest, output);
  if (command === 'serve') return serve(rest, output);
  const io = { dataDir: cliDataDir(), out: (text: string) => output.stdout(text.replace(/\n$/, '')), err: (text: string) => output.stderr(text.replace(/\n$/, '')) };
  if (command === 'keys') return runKeysCommand(rest, io);
  if (command === 'members') return runMembersCommand(rest, io);
  // Asked-for help goes to stdout (it can be paged or piped); help after a mistake goes with the error.
  if (command !== undefined && HELP.has(command)) {
    output.stdout(USAGE);
    return 0;
  }
  output.stderr(command === undefined ? USAGE : `mock-platform: unknown command '${command}'\n${USAGE}`);
  return 2;
}

async function serve(argv: readonly string[], output: CommandOutput): Promise<number> {
  const { parseArgs } = await import('node:util');
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: { port: { type: 'string' }, host: { type: 'string' }, name: { type: 'string' }, catalog: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  } catch (error) {
    output.stderr(`mock-platform serve: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    output.stdout(USAGE);
    return 0;
  }
  const folder = parsed.positionals[0];
  const portText = parsed.values.port ?? process.env.PORT ?? '8080';
  const port = Number(portText);
  if (!folder || parsed.positionals.length > 1) {
    output.stderr(`mock-platform serve: give one game folder (the one holding the game's index.html)\n${USAGE}`);
    return 2;
  }
  if (!/^\d+$/.test(portText) || port > 65535) {
    output.stderr(`mock-platform serve: the port (${parsed.values.port === undefined ? 'PORT' : '--port'}) must be a whole number from 0 to 65535, not '${portText}'`);
    return 2;
  }
  // The platform needs index.html at the root of a build: a folder without one (often the
  // project instead of its build output) would start and answer 404 at every URL printed.
  if (existsSync(folder) && !existsSync(join(folder, 'index.html'))) {
    output.stderr(`mock-platform serve: ${resolve(folder)} has no index.html; serve the folder holding the game's index.html (the build output, such as dist), as the platform needs it at the root of a build`);
    return 1;
  }
  const name = parsed.values.name ?? (basename(resolve(folder)).replace(/[^A-Za-z0-9._-]/g, '-') || 'game');
  try {
    const catalog = parsed.values.catalog === undefined ? undefined : readCatalogFile(parsed.values.catalog);
    const platform = await startMockPlatform({ port, host: parsed.values.host ?? '127.0.0.1', games: { [name]: folder }, dataDir: cliDataDir(), catalog });
    output.stdout(`mock platform serving ${resolve(folder)}${catalog ? `, selling the ${catalog.products.length} products and ${catalog.subscriptions.length} plans of ${parsed.values.catalog}` : ''}`);
    output.stdout(`  open the game in the platform shell: ${shellUrl(platform.url, name)}`);
    output.stdout(`  the game alone:                     ${platform.url}/play/${name}/index.html`);
    output.stdout(`  control surface:                    ${platform.url}/__mock/api/state`);
    output.stdout(`  dashboard (sign in as a team member): ${platform.url}/dashboard`);
    output.stdout(`  uploaded builds (content origin):   ${platform.contentUrl}/uploads/`);
    const stop = () => void platform.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return await new Promise<number>(() => {});
  } catch (error) {
    const inUse = (error as { code?: string }).code === 'EADDRINUSE';
    output.stderr(`mock-platform serve: ${(error as Error).message}${inUse ? ' (another server holds the port: give another with --port, or --port 0 for a free one)' : ''}`);
    return 1;
  }
}
