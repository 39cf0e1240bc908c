// Writes (or with --check, verifies) every file generated from the error table, the operation
// manifest and the rules table, and the copies of the built browser script. Each emitter in
// scripts/codegen/ exports `target` (a path from the repository root; or `targets`, several paths
// given the same text), `emit(input, current)` and `from` ('errors', the default, 'operations',
// 'rules', 'values' (the value types, with the operations), 'mockPlatform', 'browserScript',
// browser-script's built web script, 'bridgeScript', its engines' script, 'unityBridgeScript',
// the engines' script with Unity's dialect alone, or 'loadingScript', the engines' loading page); `current` is the file's text in the
// repository now, for emitters that keep hand-written parts (documentation) of their target; `emit`
// answers null when it has nothing to make the file from yet (generate-files.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readErrorTable } from './codegen/error-table.mjs';
import { generateFiles } from './generate-files.mjs';
import { readOperations } from './codegen/tables/operations.mjs';
import { readRules } from './codegen/tables/rules.mjs';
import { readValues } from './codegen/tables/values.mjs';
import { readMockPlatform } from './codegen/tables/mock-platform.mjs';
import { buildSite } from './docs/site.mjs';

const USAGE = `Usage: node scripts/generate.mjs [options]      (npm run generate)

Writes every file generated from sdk-core/src/errors/error-table.json, sdk-core/api/operations.json,
sdk-core/api/rules.json, sdk-core/api/values.json and sdk-core/api/mock-platform.json, and the copies of
browser-script/dist/gamesdk.js (the web script: the examples) and dist/gamesdk-bridge.js (the engines'
script: Defold's and Godot's copies), dist/gamesdk-bridge-unity.js (Unity's .jspre) and
dist/gamesdk-loading.js (the engines' loading page: each engine template's copy), once built;
and the page start (browser-script/page-start.html and its marked copies in the engine templates,
the examples and the READMEs), once the core and the adapter are built.

  --check            write nothing; exit 1 naming every generated file that is stale or missing
  --out <dir>        write the generated files under <dir>, at their paths in the repository, and
                     never touch the repository (hand-written parts still come from it). With
                     --check: check the files under <dir> instead of the repository's
  --manifest <file>  read the operations from another manifest (a test fixture); needs --out, so
                     files made from it never replace the repository's
  --tables-only      leave the browser-script copies and the page start out (the build checks the
                     tables before it builds the scripts)
  --help             show this text

Exit status: 0 done or up to date, 1 stale or missing files (--check), 2 bad options or inputs.`;

const root = fileURLToPath(new URL('..', import.meta.url));

class UsageError extends Error {}

/** The options, checked: an unknown or repeated option, or one missing its value, is refused. */
function readOptions(argv) {
  const options = { check: false, tablesOnly: false, help: false, manifest: undefined, out: undefined };
  const flags = { '--check': 'check', '--tables-only': 'tablesOnly', '--help': 'help', '-h': 'help' };
  const valued = { '--manifest': 'manifest', '--out': 'out' };
  const seen = new Set();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const name = flags[arg] ?? valued[arg];
    if (!name) throw new UsageError(`unknown option ${JSON.stringify(arg)}`);
    if (seen.has(name)) throw new UsageError(`${arg} is given twice`);
    seen.add(name);
    if (flags[arg]) {
      options[name] = true;
      continue;
    }
    const value = argv[++i];
    if (value === undefined || value.startsWith('-')) throw new UsageError(`${arg} needs a value`);
    options[name] = resolve(value);
  }
  if (options.manifest && !options.out) throw new UsageError('--manifest needs --out <dir>: files made from another manifest never replace the repository\'s');
  if (options.out && resolve(options.out) === resolve(root)) throw new UsageError('--out names the repository itself; leave --out off to write the repository');
  return options;
}

/**
 * What the page start (codegen/page-start.mjs) is written from: the core's platform selection
 * names, hand-over global and script marks, and each adapter's platform SDK setting, global and session method,
 * from their builds; null before a build.
 */
async function pageStartInput() {
  if (!existsSync(`${root}sdk-core/dist/index.js`) || !existsSync(`${root}adapter-partner/dist/index.js`)) return null;
  const core = await import('@gamesdk/core');
  const partner = await import('@gamesdk/adapter-partner');
  return {
    queryParameter: core.PLATFORM_QUERY_PARAMETER,
    launchMeta: core.LAUNCH_DECLARATION_META,
    handover: core.PAGE_START_GLOBAL,
    marks: core.SCRIPT_MARKS,
    platforms: [{ id: partner.PARTNER_PLATFORM_ID, urlMeta: partner.PLATFORM_SDK_URL_META, defaultPath: partner.PLATFORM_SDK_DEFAULT_PATH, global: partner.PLATFORM_SDK_GLOBAL, session: partner.PLATFORM_SDK_SESSION_METHOD }],
  };
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  // The copies of the browser scripts follow browser-script's build; before a build there is
  // nothing to compare them with, and they are left as they are.
  const built = (file) => (existsSync(`${root}browser-script/dist/${file}`) ? readFileSync(`${root}browser-script/dist/${file}`, 'utf8') : null);
  const operations = readOperations(options.manifest);
  const inputs = {
    errors: readErrorTable(),
    operations,
    // The value types, with the operations their docs name.
    values: { ...readValues(), operations },
    rules: readRules(),
    mockPlatform: readMockPlatform(),
    browserScript: built('gamesdk.js'),
    bridgeScript: built('gamesdk-bridge.js'),
    unityBridgeScript: built('gamesdk-bridge-unity.js'),
    loadingScript: built('gamesdk-loading.js'),
    pageStart: await pageStartInput(),
  };
  const names = readdirSync(new URL('./codegen/', import.meta.url)).filter((f) => f !== 'error-table.mjs' && f.endsWith('.mjs'));
  const emitters = [];
  for (const name of names) emitters.push({ name, module: await import(`./codegen/${name}`) });
  const where = options.out ? ` under ${options.out}` : '';
  const fix = options.out ? `node scripts/generate.mjs${options.manifest ? ` --manifest ${options.manifest}` : ''} --out ${options.out}` : 'npm run generate';
  const result = generateFiles({ emitters, inputs, root, out: options.out, check: options.check, include: (from) => !(options.tablesOnly && ['browserScript', 'bridgeScript', 'unityBridgeScript', 'loadingScript', 'pageStart'].includes(from)) });
  for (const target of result.skipped) console.error(`skipped: ${target}: nothing to make it from yet (a browser-script copy: run npm run build first)`);
  for (const target of result.written) console.log(`wrote ${target}${where}`);
  for (const target of result.missing) console.error(`missing: ${target}${where}; run: ${fix}`);
  for (const target of result.stale) {
    console.error(`stale: ${target}${where} does not match its source (sdk-core/src/errors/error-table.json, sdk-core/api/ or browser-script/dist/); run: ${fix}`);
  }
  // The API reference is built, not committed (npm run docs): it is built here in memory, so a
  // source that drifted from the manifest, or a link that would be dead, fails like a stale file.
  let docs = 0;
  if (!options.out) {
    try {
      buildSite();
    } catch (error) {
      console.error(`API reference (npm run docs) does not build: ${error.message}`);
      docs = 1;
    }
  }
  return result.stale.length + result.missing.length + docs ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`generate: ${error.message}`);
  if (error instanceof UsageError) console.error('see: node scripts/generate.mjs --help');
  process.exitCode = 2;
}
