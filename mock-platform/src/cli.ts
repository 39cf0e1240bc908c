// `mock-platform <command>`: serve game folders or dev servers on the mock platform, manage keys, or print a signed token.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { shellUrl } from './app.js';
import { readCatalogFile } from './platform/catalog-file.js';
import { isDevServerUrl } from './serving/dev-server-proxy.js';
import { startMockPlatform } from './start.js';
import { runTokenCommand, type CommandOutput } from '@gamesdk/verify-server/token';
import { runKeysCommand, runMembersCommand } from './upload-api/index.js';
import { plural } from './plural.js';
import { nativeSqliteFault } from './native-sqlite.js';

/** Where the command line keeps the mock's files (upload API database and builds, claim ledger): MOCK_PLATFORM_DATA_DIR, else `.data/mock-platform`. */
export const cliDataDir = () => resolve(process.env.MOCK_PLATFORM_DATA_DIR ?? '.data/mock-platform');

const USAGE = `usage:
  mock-platform serve <folder> [--port <n>] [--host <h>] [--name <game>] [--catalog <file.json>]
  mock-platform serve --proxy <dev server URL> [--name <game>] [...]
  mock-platform serve <name>=<folder or dev server URL> ... [...]
      serve a game folder, the one holding its index.html, or proxy a game's dev server (its
      base must be /play/<game>/; hot reload works), each at /play/<game>/ (default port: PORT or
      8080; --port 0 picks a free one); several games from one process: a=dist b=http://localhost:5173;
      --catalog: the game's products and plans,
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
  if (command === 'keys' || command === 'members') {
    try {
      return await (command === 'keys' ? runKeysCommand : runMembersCommand)(rest, io);
    } catch (error) {
      const fault = nativeSqliteFault(error);
      if (fault === null) throw error;
      output.stderr(`mock-platform ${command}: ${fault}`);
      return 1;
    }
  }
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
    parsed = parseArgs({ args: [...argv], options: { port: { type: 'string' }, host: { type: 'string' }, name: { type: 'string' }, proxy: { type: 'string' }, catalog: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  } catch (error) {
    output.stderr(`mock-platform serve: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    output.stdout(USAGE);
    return 0;
  }
  const portText = parsed.values.port ?? process.env.PORT ?? '8080';
  const port = Number(portText);
  const sources = [...parsed.positionals, ...(parsed.values.proxy === undefined ? [] : [parsed.values.proxy])];
  if (sources.length === 0) {
    output.stderr(`mock-platform serve: give a game folder (the one holding the game's index.html) or a dev server URL (--proxy http://localhost:5173)\n${USAGE}`);
    return 2;
  }
  if (!/^\d+$/.test(portText) || port > 65535) {
    output.stderr(`mock-platform serve: the port (${parsed.values.port === undefined ? 'PORT' : '--port'}) must be a whole number from 0 to 65535, not '${portText}'`);
    return 2;
  }
  const games = gamesOf(sources, parsed.values.name);
  if (typeof games === 'string') {
    output.stderr(`mock-platform serve: ${games}`);
    return 2;
  }
  for (const source of Object.values(games)) {
    // The platform needs index.html at the root of a build: a folder without one (often the
    // project instead of its build output) would start and answer 404 at every URL printed.
    if (!isDevServerUrl(source) && existsSync(source) && !existsSync(join(source, 'index.html'))) {
      output.stderr(`mock-platform serve: ${resolve(source)} has no index.html; serve the folder holding the game's index.html (the build output, such as dist), as the platform needs it at the root of a build`);
      return 1;
    }
  }
  try {
    const catalog = parsed.values.catalog === undefined ? undefined : readCatalogFile(parsed.values.catalog);
    const platform = await startMockPlatform({ port, host: parsed.values.host ?? '127.0.0.1', games, dataDir: cliDataDir(), catalog });
    if (catalog) output.stdout(`mock platform selling ${plural(catalog.products.length, 'product')} and ${plural(catalog.subscriptions.length, 'plan')} of ${parsed.values.catalog}`);
    for (const [name, source] of Object.entries(games)) {
      output.stdout(isDevServerUrl(source) ? `mock platform serving game '${name}' from the dev server ${source} (its base must be /play/${name}/)` : `mock platform serving ${resolve(source)}`);
      output.stdout(`  open the game in the platform shell: ${shellUrl(platform.url, name)}`);
      output.stdout(`  the game alone:                     ${platform.url}/play/${name}/index.html`);
    }
    output.stdout(`  control surface:                    ${platform.url}/__mock/api/state`);
    output.stdout(`  dashboard (sign in as a team member): ${platform.url}/dashboard`);
    output.stdout(`  uploaded builds (content origin):   ${platform.contentUrl}/uploads/`);
    const stop = () => void platform.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return await new Promise<number>(() => {});
  } catch (error) {
    const inUse = (error as { code?: string }).code === 'EADDRINUSE';
    output.stderr(`mock-platform serve: ${nativeSqliteFault(error) ?? (error as Error).message}${inUse ? ' (another server holds the port: give another with --port, or --port 0 for a free one)' : ''}`);
    return 1;
  }
}

/**
 * The games of `serve`'s arguments, each `[name=]folder` or `[name=]url`, or what is wrong with
 * them. An unnamed folder is named after itself, an unnamed URL `game`; `--name` names the only one.
 */
function gamesOf(sources: readonly string[], name: string | undefined): Record<string, string> | string {
  if (name !== undefined && sources.length > 1) return `--name names the only game; with several, write each as name=folder or name=url`;
  const games: Record<string, string> = {};
  for (const argument of sources) {
    const named = /^([A-Za-z0-9._-]+)=(.+)$/.exec(argument);
    const source = named ? named[2]! : argument;
    const gameName = named?.[1] ?? name ?? (isDevServerUrl(source) ? 'game' : basename(resolve(source)).replace(/[^A-Za-z0-9._-]/g, '-') || 'game');
    if (gameName in games) return `two games are named '${gameName}': write each as name=folder or name=url`;
    games[gameName] = source;
  }
  return games;
}
