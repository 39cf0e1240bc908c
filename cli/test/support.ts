import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { runCli } from '../src/main.js';

/** The first bytes of the game SDK's browser script (what the check looks for). */
export const SDK_SCRIPT = '/*! @gamesdk/core 2.11.0 browser script | https://github.com/gamesdk */\nvar Sdk=function(){}();\n';

/** The page start, as the docs give it (browser-script/page-start.html, generated). */
export const PAGE_START = readFileSync(new URL('../../browser-script/page-start.html', import.meta.url), 'utf8');

/** A small build that passes every rule: a page as the docs write it, the page start above the SDK's script. */
export const GOOD_BUILD: Record<string, string | Buffer> = {
  'index.html': `<!doctype html>\n<link rel="stylesheet" href="style.css">\n${PAGE_START}<script src="gamesdk.js"></script>\n<script src="js/game.js"></script>\n`,
  'style.css': 'body { background: url(img/bg.png); }\n',
  'gamesdk.js': SDK_SCRIPT,
  'js/game.js': 'Sdk.initializeAsync().then(() => Sdk.startGameAsync());\nfetch("levels/1.json");\n',
  'img/bg.png': Buffer.alloc(1000, 7),
  'levels/1.json': '{}',
};

/** A temp folder removed by `cleanup`. */
export function tempDir(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'gamesdk-cli-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes a zip of `files` into `dir` and returns its path. */
export async function makeZip(dir: string, name: string, files: Record<string, string | Buffer>, compress = true): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [entry, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), entry, { compress });
  zip.end();
  const path = join(dir, name);
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/** One run of the CLI in process: exit code, stdout, stderr. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON. */
  json: Record<string, any>;
}

/** Runs `gamesdk <argv>` in process with `env`, no real backoff waits, and a non-terminal stderr. */
export async function gamesdk(argv: string[], env: Record<string, string> = {}, interactive = false): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    io: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), interactive },
    sleep: async () => {},
  });
  let json: Record<string, any> = {};
  try {
    json = JSON.parse(stdout);
  } catch {
    // Usage errors print nothing on stdout.
  }
  return { code, stdout, stderr, json };
}
