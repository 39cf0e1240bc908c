// `npm run bench -w @gamesdk/mock-platform` (after the platform bench): peak memory of `gamesdk builds upload` and of the local service while a
// 400 MB build uploads over loopback, and the time and memory of `gamesdk check` on that build.
// Prints figures and asserts nothing. Every wait is bounded; the temp folder is always removed.
import { execFile, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

const BUILD_BYTES = 400 * 1000 * 1000;
const CHILD_TIMEOUT_MS = 5 * 60 * 1000;
const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('@gamesdk/cli/package.json')), 'bin/gamesdk.js');
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;

/** A 400 MB build: a page, the SDK's browser script, and incompressible assets stored as-is. */
async function writeBuild(path) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('<!doctype html><script src="gamesdk.js"></script><script src="game.js"></script>'), 'index.html');
  zip.addBuffer(readFileSync(require.resolve('@gamesdk/browser-script/gamesdk.js')), 'gamesdk.js');
  zip.addBuffer(Buffer.from('Sdk.initializeAsync().then(() => Sdk.startGameAsync());'), 'game.js');
  const chunk = 1024 * 1024;
  const assets = Readable.from((function* () {
    for (let sent = 0; sent < BUILD_BYTES; sent += chunk) yield randomBytes(Math.min(chunk, BUILD_BYTES - sent));
  })());
  zip.addReadStream(assets, 'assets/level-data.bin', { compress: false, size: BUILD_BYTES });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

/** Runs the CLI as a process; resolves its exit code, stdout, wall time and peak memory. */
function runCli(args, env, work) {
  const rssFile = join(work, `rss-${Date.now()}`);
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', new URL('./peak-rss.mjs', import.meta.url).href, bin, ...args],
      { env: { PATH: process.env.PATH, BENCH_PEAK_RSS_FILE: rssFile, ...env }, timeout: CHILD_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        let peakKb = NaN;
        try {
          peakKb = Number(readFileSync(rssFile, 'utf8'));
        } catch {
          // The process died before its exit hook; the figure is reported as unknown.
        }
        resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr, seconds, peakKb });
      },
    );
  });
}

/** A team key from the mock platform's own keys command (the Team page), on the service's data. */
function createKey(dataDir) {
  const mockPlatformBin = join(dirname(require.resolve('@gamesdk/mock-platform/package.json')), 'bin/mock-platform.js');
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [mockPlatformBin, 'keys', 'create', '--team', 'bench', '--name', 'bench'], { env: { ...process.env, MOCK_PLATFORM_DATA_DIR: dataDir }, timeout: 60_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout.trim()),
    ),
  );
}

function startService(dataDir) {
  const child = fork(new URL('./service-process.mjs', import.meta.url), [dataDir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const next = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the service did not answer within 60 s')), 60_000);
      child.once('message', (message) => (clearTimeout(timer), resolve(message)));
      child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`the service exited with ${code}`))));
    });
  return { child, next };
}

const work = mkdtempSync(join(tmpdir(), 'gamesdk-bench-'));
let service;
try {
  const zipPath = join(work, 'big-build.zip');
  let started = Date.now();
  await writeBuild(zipPath);
  console.log(`build: ${mb(statSync(zipPath).size)} zip written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  service = startService(join(work, 'service-data'));
  const { url, idleKb } = await service.next();
  const key = await createKey(join(work, 'service-data'));
  const env = { GAMESDK_SITE_URL: url, GAMESDK_API_KEY: key };
  const game = await runCli(['games', 'create', '--name', 'Bench'], env, work);
  if (game.code !== 0) throw new Error(`games create failed: ${game.stdout}`);
  const gameId = JSON.parse(game.stdout).data.id;

  const upload = await runCli(['builds', 'upload', gameId, zipPath, '--version', '1.0.0', '--retries', '0'], env, work);
  if (upload.code !== 0) throw new Error(`upload failed (${upload.code}): ${upload.stdout}${upload.stderr}`);
  service.child.send('peak');
  const { peakKb: servicePeakKb } = await service.next();

  const check = await runCli(['check', zipPath], {}, work);

  console.log('\n| figure | value |');
  console.log('|---|---|');
  console.log(`| upload of ${mb(statSync(zipPath).size)} over loopback | ${upload.seconds.toFixed(1)} s (${mb(statSync(zipPath).size / upload.seconds)}/s) |`);
  console.log(`| CLI peak RSS during the upload | ${mib(upload.peakKb)} |`);
  console.log(`| service peak RSS (idle before the upload) | ${mib(servicePeakKb)} (${mib(idleKb)}) |`);
  console.log(`| gamesdk check on the 400 MB build | ${check.seconds.toFixed(2)} s, exit ${check.code}, peak RSS ${mib(check.peakKb)} |`);
} finally {
  if (service?.child.connected) {
    service.child.send('stop');
    await new Promise((resolve) => {
      const timer = setTimeout(() => (service.child.kill(), resolve()), 10_000);
      service.child.once('exit', () => (clearTimeout(timer), resolve()));
    });
  }
  rmSync(work, { recursive: true, force: true });
}
