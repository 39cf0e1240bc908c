import express from 'express';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import yazl from 'yazl';
import { createUploadApi, runKeysCommand, runMembersCommand, type UploadApiOptions } from '../../src/upload-api/index.js';

/** A running upload API on 127.0.0.1 (own Express app, own temp data dir). */
export interface TestService {
  url: string;
  dataDir: string;
  logs: string[];
  createKey(team: string, name?: string): Promise<string>;
  revokeKey(secret: string): Promise<number>;
  stop(): Promise<void>;
}

export async function startService(options: Partial<UploadApiOptions> = {}): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'upload-api-'));
  const logs: string[] = [];
  let origin: string | undefined;
  const api = createUploadApi({ dataDir, log: (line) => logs.push(line), contentOrigin: () => origin, ...options });
  const app = express();
  app.use(api.router);
  // The mock platform serves builds from a listener of their own; one app is enough here.
  app.use(api.contentRouter);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = url;
  return {
    url,
    dataDir,
    logs,
    async createKey(team, name = 'test pipeline') {
      let secret = '';
      const code = await runKeysCommand(['keys', 'create', '--team', team, '--name', name], {
        dataDir,
        out: (text) => (secret += text),
        err: () => {},
      });
      if (code !== 0) throw new Error(`keys create exited ${code}`);
      return secret.trim();
    },
    revokeKey: (secret) => runKeysCommand(['revoke', secret.slice(0, 12)], { dataDir, out: () => {}, err: () => {} }),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The `gamesdk` bin of @gamesdk/cli, built first when its dist is missing (a fresh clone running
 * this suite alone), so the end-to-end tests drive the real command.
 */
export function gamesdkBin(): { cliDir: string; bin: string } {
  const cliDir = dirname(createRequire(import.meta.url).resolve('@gamesdk/cli/package.json'));
  if (!existsSync(join(cliDir, 'dist/main.js'))) {
    const built = spawnSync('npm', ['run', 'build', '--workspace', cliDir], { stdio: 'inherit', timeout: 120_000 });
    if (built.status !== 0) throw new Error('building @gamesdk/cli failed');
  }
  return { cliDir, bin: join(cliDir, 'bin/gamesdk.js') };
}

/** The first bytes of the game SDK's browser script (what SDK detection looks for). */
export const SDK_SCRIPT = '/*! @gamesdk/core 2.11.0 browser script | https://github.com/gamesdk */\nvar Sdk=function(){}();\n';

/** A small playable build: index.html at the root loading gamesdk.js by a relative path. */
export const GOOD_BUILD: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><script src="gamesdk.js"></script><script src="game.js"></script>',
  'gamesdk.js': SDK_SCRIPT,
  'game.js': 'Sdk.initializeAsync().then(() => Sdk.startGameAsync());\n',
};

/** Writes a zip of `files` (name to content) into `dir` and returns its path. */
export async function makeZip(dir: string, name: string, files: Record<string, string | Buffer>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [entry, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), entry);
  zip.end();
  const { createWriteStream } = await import('node:fs');
  const { pipeline } = await import('node:stream/promises');
  const path = join(dir, name);
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/** JSON request with a bearer key; resolves status and parsed body. */
export async function call(
  service: TestService,
  method: string,
  path: string,
  key: string | undefined,
  body?: unknown,
): Promise<{ status: number; body: Record<string, any> }> {
  const headers: Record<string, string> = {};
  if (key !== undefined) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${service.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A multipart upload built with FormData (text parts after the build unless `textFirst`); `build` is a zip path or bytes. */
export async function upload(
  service: TestService,
  gameId: string,
  key: string,
  parts: { version?: string; notes?: string; build?: string | Buffer; filename?: string; textFirst?: boolean },
): Promise<{ status: number; body: Record<string, any> }> {
  const { readFile } = await import('node:fs/promises');
  const form = new FormData();
  const appendText = () => {
    if (parts.version !== undefined) form.append('version', parts.version);
    if (parts.notes !== undefined) form.append('notes', parts.notes);
  };
  if (parts.textFirst) appendText();
  if (parts.build !== undefined) {
    const bytes = typeof parts.build === 'string' ? await readFile(parts.build) : parts.build;
    form.append('build', new Blob([bytes], { type: 'application/zip' }), parts.filename ?? 'build.zip');
  }
  if (!parts.textFirst) appendText();
  const response = await fetch(`${service.url}/api/v1/games/${gameId}/builds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** Creates a dashboard member of `team` in `dataDir` with the `members` command; resolves the password it printed once. */
export async function createMember(dataDir: string, team: string, name: string, role: 'owner' | 'manager' | 'developer'): Promise<string> {
  let password = '';
  const code = await runMembersCommand(['members', 'create', '--team', team, '--name', name, '--role', role], { dataDir, out: (text) => (password += text), err: () => {} });
  if (code !== 0) throw new Error(`members create exited ${code}`);
  return password.trim();
}

/** Signs a member in on the dashboard at `url`; resolves the status and the session cookie (null when refused). */
export async function signIn(url: string, fields: Record<string, string>, origin?: string): Promise<{ status: number; cookie: string | null; body: string }> {
  const response = await fetch(`${url}/dashboard/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null, body: await response.text() };
}

/**
 * What a new owner of `team` sees on the dashboard of the service at `service.url` (its data in
 * `service.dataDir`): the team page, then the page of each of the team's games.
 */
export async function dashboardOf(service: { url: string; dataDir: string }, team: string): Promise<string> {
  const name = `owner ${Math.random().toString(36).slice(2)}`;
  const { cookie } = await signIn(service.url, { team, name, password: await createMember(service.dataDir, team, name, 'owner') });
  const read = async (path: string) => (await fetch(`${service.url}${path}`, { headers: { cookie: cookie ?? '' } })).text();
  const teamPage = await read('/dashboard');
  const games = [...teamPage.matchAll(/href="(\/dashboard\/games\/[^"]+)"/g)].map((match) => match[1]!);
  return [teamPage, ...(await Promise.all(games.map(read)))].join('\n');
}
