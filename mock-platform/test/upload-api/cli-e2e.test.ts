import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesdkBin, GOOD_BUILD, makeZip, startService, type TestService } from './support.js';

// The real `gamesdk` command (bin of @gamesdk/cli) against the real service over loopback.
const { bin } = gamesdkBin();

function gamesdk(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH, GAMESDK_RETRY_DELAY_MS: '10', ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let service: TestService;
let key: string;
let otherKey: string;
let work: string;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey('acme');
  otherKey = await service.createKey('rival');
  work = mkdtempSync(join(tmpdir(), 'cli-e2e-'));
});
afterAll(async () => {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('gamesdk against the local service', () => {
  it('creates a game, uploads a folder, and treats a rerun of the version as success only with --ok-if-exists', async () => {
    const env = { GAMESDK_API_KEY: key, GAMESDK_SITE_URL: service.url };
    const created = await gamesdk(['games', 'create', '--name', 'Orbit', '--engine', 'vanilla', '--tag', 'arcade', '--tag', 'space'], env);
    expect(created.code).toBe(0);
    const game = JSON.parse(created.stdout).data;
    expect(game).toMatchObject({ name: 'Orbit', engine: 'vanilla', tags: ['arcade', 'space'], orientation: 'both', team_id: 'acme' });

    const folder = join(work, 'orbit');
    mkdirSync(folder);
    for (const [name, content] of Object.entries(GOOD_BUILD)) writeFileSync(join(folder, name), content);
    const first = await gamesdk(['builds', 'upload', game.id, folder, '--version', '2026.11.21-rc.1+build.7', '--notes', '  First  '], env);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ success: true, data: { version: '2026.11.21-rc.1+build.7', notes: 'First', original_filename: 'orbit.zip', status: 'uploaded' } });

    const rerun = await gamesdk(['builds', 'upload', game.id, folder, '--version', '2026.11.21-rc.1+build.7'], env);
    expect(rerun.code).toBe(1);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ success: false, code: 'VERSION_EXISTS' });
    const tolerated = await gamesdk(['builds', 'upload', game.id, folder, '--version', '2026.11.21-rc.1+build.7', '--ok-if-exists'], env);
    expect(tolerated.code).toBe(0);
    expect(JSON.parse(tolerated.stdout)).toMatchObject({ success: false, code: 'VERSION_EXISTS' });

    const rival = await gamesdk(['games', 'update', game.id, '--name', 'Stolen'], { ...env, GAMESDK_API_KEY: otherKey });
    expect(rival.code).toBe(1);
    expect(JSON.parse(rival.stdout)).toMatchObject({ success: false, code: 'FORBIDDEN' });

    for (const outcome of [created, first, rerun, tolerated]) expect(outcome.stdout + outcome.stderr).not.toContain(key);
    expect(rival.stdout + rival.stderr).not.toContain(otherKey);
  });

  it('checks and uploads the example game (examples/web-game) as it stands in the repository', async () => {
    const example = fileURLToPath(new URL('../../../examples/web-game/', import.meta.url));
    const env = { GAMESDK_API_KEY: key, GAMESDK_SITE_URL: service.url };
    const check = await gamesdk(['check', example], env);
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ ok: true, sdk: expect.anything() });
    const game = JSON.parse((await gamesdk(['games', 'create', '--name', 'Tap Farm'], env)).stdout).data;
    const upload = await gamesdk(['builds', 'upload', game.id, example, '--version', '1.0.0'], env);
    expect(upload.code, upload.stderr).toBe(0);
    expect(JSON.parse(upload.stdout)).toMatchObject({ success: true, data: { version: '1.0.0', status: 'uploaded' } });
  });

  it('reads a 413 answered while the zip is still streaming, and fails the step', async () => {
    const small = await startService({ maxBuildBytes: 64 * 1024 });
    try {
      const smallKey = await small.createKey('acme');
      const env = { GAMESDK_API_KEY: smallKey, GAMESDK_SITE_URL: small.url };
      const game = JSON.parse((await gamesdk(['games', 'create', '--name', 'Big'], env)).stdout).data;
      const zip = await makeZip(work, 'big.zip', { ...GOOD_BUILD, 'noise.bin': randomBytes(4 * 1024 * 1024) });
      const result = await gamesdk(['builds', 'upload', game.id, zip, '--version', '1'], env);
      expect(result.code).toBe(1);
      expect(JSON.parse(result.stdout)).toEqual({ success: false, code: 'BUILD_TOO_LARGE', error: 'the build zip is larger than 65,536 bytes' });
    } finally {
      await small.stop();
    }
  });

  it.each([
    ['a root-absolute script path', { ...GOOD_BUILD, 'index.html': '<script src="/gamesdk.js"></script>' }, 'ROOT_ABSOLUTE_PATH', 201, undefined],
    ['index.html two levels down', Object.fromEntries(Object.entries(GOOD_BUILD).map(([name, body]) => [`a/b/${name}`, body])), 'INDEX_HTML_MISSING', 400, 'VALIDATION_FAILED'],
    ['no game SDK', { 'index.html': '<script src="game.js"></script>', 'game.js': 'start();' }, 'SDK_NOT_INTEGRATED', 422, 'SDK_NOT_INTEGRATED'],
  ])('a build with %s: the check finds it, the service answers as documented', async (label, files, rule, status, code) => {
    const env = { GAMESDK_API_KEY: key, GAMESDK_SITE_URL: service.url };
    const game = JSON.parse((await gamesdk(['games', 'create', '--name', label], env)).stdout).data;
    const zip = await makeZip(work, `${rule}.zip`, files);
    const check = await gamesdk(['check', zip], {});
    expect(check.code).toBe(1);
    expect(JSON.parse(check.stdout).findings).toContainEqual(expect.objectContaining({ rule, severity: 'reject' }));
    const uploaded = await gamesdk(['builds', 'upload', game.id, zip, '--version', '1'], env);
    expect(uploaded.code).toBe(status === 201 ? 0 : 1);
    const body = JSON.parse(uploaded.stdout);
    if (code) expect(body).toMatchObject({ success: false, code });
    else expect(body).toMatchObject({ success: true, data: { version: '1' } });
    if (status !== 201) expect(uploaded.stderr).toContain(`answered ${status} ${code}`);
  });
});
