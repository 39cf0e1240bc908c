// The mock platform's dashboard in Chromium, as a team member uses it: a mock platform with its
// own data folder, a member made with the real `mock-platform members create` command, and the
// example game zipped as the build a team would upload by hand.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import yazl from 'yazl';

const WEB_GAME = fileURLToPath(new URL('../../../examples/web-game/', import.meta.url));
const MOCK_PLATFORM_BIN = join(dirname(createRequire(import.meta.url).resolve('@gamesdk/mock-platform/package.json')), 'bin/mock-platform.js');

/** A signed-in member: the team, their name and the password the command printed once. */
export interface TeamMember {
  team: string;
  name: string;
  password: string;
}

/** Each test gets its own mock platform and data folder, and an owner of team `acme`. */
export const test = base.extend<{ platform: RunningMockPlatform; owner: TeamMember }>({
  platform: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dashboard-e2e-'));
    const platform = await startMockPlatform({ dataDir });
    await use(Object.assign(platform, { dataDir }));
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
  owner: async ({ platform }, use) => {
    await use(createMember((platform as RunningMockPlatform & { dataDir: string }).dataDir, 'acme', 'Ann', 'owner'));
  },
});
export { expect };

/** Runs `mock-platform members create` on `dataDir`, as a developer types it. */
export function createMember(dataDir: string, team: string, name: string, role: 'owner' | 'manager' | 'developer'): TeamMember {
  const run = spawnSync(process.execPath, [MOCK_PLATFORM_BIN, 'members', 'create', '--team', team, '--name', name, '--role', role], {
    env: { ...process.env, MOCK_PLATFORM_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0) throw new Error(`members create exited ${run.status}: ${run.stderr}`);
  return { team, name, password: run.stdout.trim() };
}

/** The example game folder as a build zip (index.html at its root), in memory, with `extra` files (path to text) added. */
export async function exampleGameZip(extra: Record<string, string> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, text] of Object.entries(extra)) zip.addBuffer(Buffer.from(text), path);
  const add = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) add(path);
      else zip.addBuffer(readFileSync(path), relative(WEB_GAME, path).split('\\').join('/'));
    }
  };
  add(WEB_GAME);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Signs `member` in on the dashboard's form. */
export async function signIn(page: Page, platform: RunningMockPlatform, member: TeamMember): Promise<void> {
  await page.goto(`${platform.url}/dashboard`);
  await page.getByLabel('Team').fill(member.team);
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('team')).toHaveText(member.team);
}

/** Creates a game on the team page's form; leaves the page on the new game's page. */
export async function createGame(page: Page, name: string): Promise<void> {
  const form = page.locator('form[action="/dashboard/games"]');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Engine').selectOption('vanilla');
  await form.getByLabel('Orientation').selectOption('portrait');
  await form.getByRole('button', { name: 'Create game' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** Uploads `zip` by hand on the game page, with `notes`. */
export async function uploadByHand(page: Page, zip: Buffer, notes: string): Promise<void> {
  await page.getByLabel('Build zip').setInputFiles({ name: 'tap-farm.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByLabel('Release notes').fill(notes);
  await page.getByRole('button', { name: 'Upload build' }).click();
  await expect(page.getByRole('status')).toContainText('Build uploaded');
}
