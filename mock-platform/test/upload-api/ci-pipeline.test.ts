import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, gamesdkBin, startService, type TestService } from './support.js';

// examples/ci-pipeline/pipeline.sh run as a CI would, against the real local service.
const require = createRequire(import.meta.url);
const { cliDir, bin } = gamesdkBin();
const root = dirname(cliDir);
const script = join(root, 'examples/ci-pipeline/pipeline.sh');

let service: TestService;
let work: string;
let env: Record<string, string>;
let gameId: string;

function pipeline(build: string, extra: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile('bash', [script, build], { cwd: work, env: { ...env, ...extra }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

beforeAll(async () => {
  service = await startService();
  work = mkdtempSync(join(tmpdir(), 'ci-pipeline-'));
  const key = await service.createKey('acme', 'ci example');
  gameId = (await call(service, 'POST', '/api/v1/games', key, { name: 'Tap Farm' })).body.data.id;
  env = {
    PATH: process.env.PATH ?? '',
    // The script's default is the project's own install (npx); this temp folder has none.
    GAMESDK_CLI: `${process.execPath} ${bin}`,
    GAMESDK_SITE_URL: service.url,
    GAMESDK_API_KEY: key,
    GAME_ID: gameId,
    GAMESDK_RETRY_DELAY_MS: '10',
  };
  // A build folder with the SDK's real browser script next to the page.
  mkdirSync(join(work, 'dist/web'), { recursive: true });
  writeFileSync(join(work, 'dist/web/index.html'), '<!doctype html><script src="gamesdk.js"></script><script src="game.js"></script>');
  writeFileSync(join(work, 'dist/web/game.js'), 'Sdk.initializeAsync().then(() => Sdk.startGameAsync());');
  copyFileSync(require.resolve('@gamesdk/browser-script/gamesdk.js'), join(work, 'dist/web/gamesdk.js'));
});
afterAll(async () => {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
});

it('checks and uploads; a rerun of the version passes; nothing prints the key', async () => {
  const first = await pipeline('dist/web', { BUILD_VERSION: '1.0.0', BUILD_NOTES: 'First release' });
  expect(first.code).toBe(0);
  expect(JSON.parse(readFileSync(join(work, 'upload-answer.json'), 'utf8'))).toMatchObject({ success: true, data: { version: '1.0.0', notes: 'First release' } });
  expect(JSON.parse(readFileSync(join(work, 'check-report.json'), 'utf8'))).toMatchObject({ ok: true });
  const rerun = await pipeline('dist/web', { BUILD_VERSION: '1.0.0' });
  expect(rerun.code).toBe(0);
  expect(JSON.parse(readFileSync(join(work, 'upload-answer.json'), 'utf8'))).toMatchObject({ success: false, code: 'VERSION_EXISTS' });
  expect(first.stdout + first.stderr + rerun.stdout + rerun.stderr).not.toContain(env.GAMESDK_API_KEY);
});

it('stops at the check for a build without the SDK, before anything reaches the service', async () => {
  mkdirSync(join(work, 'bare'), { recursive: true });
  writeFileSync(join(work, 'bare/index.html'), '<p>no sdk</p>');
  rmSync(join(work, 'upload-answer.json'), { force: true });
  const result = await pipeline('bare', { BUILD_VERSION: '2.0.0' });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('SDK_NOT_INTEGRATED');
  // The failed step's JSON answer is in the log, whole, not only in its file.
  expect(result.stderr).toContain(`the check step failed (exit 1); its answer, kept in check-report.json:\n${readFileSync(join(work, 'check-report.json'), 'utf8')}`);
  expect(() => readFileSync(join(work, 'upload-answer.json'))).toThrow();
});

it('fails the step on a bad key with the JSON answer kept and printed', async () => {
  const result = await pipeline('dist/web', { BUILD_VERSION: '3.0.0', GAMESDK_API_KEY: 'gsk_revoked0_notAkeyNotAkeyNotAkeyNotAkeyNotAkeyNot' });
  expect(result.code).toBe(1);
  const answer = readFileSync(join(work, 'upload-answer.json'), 'utf8');
  expect(JSON.parse(answer)).toMatchObject({ success: false, code: 'INVALID_API_KEY' });
  expect(result.stderr).toContain(`the upload step failed (exit 1); its answer, kept in upload-answer.json:\n${answer}`);
});
