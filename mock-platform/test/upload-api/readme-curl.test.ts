import { execFile } from 'node:child_process';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, GOOD_BUILD, makeZip, startService, type TestService } from './support.js';

// The README's curl examples, run as written through a shell against the real service.
const readme = readFileSync(new URL('../../src/upload-api/README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## curl examples'), readme.indexOf('\n## ', readme.indexOf('## curl examples') + 1));
const examples = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);

let service: TestService;
let work: string;
let env: Record<string, string>;

beforeAll(async () => {
  service = await startService();
  work = mkdtempSync(join(tmpdir(), 'readme-curl-'));
  await makeZip(work, 'build.zip', GOOD_BUILD);
  const key = await service.createKey('acme');
  const gameId = (await call(service, 'POST', '/api/v1/games', key, { name: 'Readme' })).body.data.id;
  env = { PATH: process.env.PATH ?? '', GAMESDK_SITE_URL: service.url, GAMESDK_API_KEY: key, GAME_ID: gameId };
});
afterAll(async () => {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
});

it('has the three examples: create, update, upload', () => {
  expect(examples).toHaveLength(3);
  expect(examples.map((example) => /-X (\w+)/.exec(example)?.[1] ?? 'POST')).toEqual(['POST', 'PATCH', 'POST']);
});

it.each([0, 1, 2])('example %i answers success', async (index) => {
  const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', examples[index]!], { cwd: work, env, timeout: 30_000 });
  expect(JSON.parse(stdout)).toMatchObject({ success: true, data: { id: expect.any(String) } });
});
