// The workspaces in dependency order, and a helper to run one of their npm scripts.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Folders in the order they build and test. */
export const workspaces = ['sdk-core', 'adapter-partner', 'verify-server', 'mock-platform', 'cli', 'examples', 'unity-bridge', 'defold-bridge', 'test'];

/** The npm scripts a workspace declares. */
export function scriptsOf(folder) {
  return JSON.parse(readFileSync(`${root}${folder}/package.json`, 'utf8')).scripts ?? {};
}

/** Runs `npm run <script>` in `folder`, inheriting the terminal; returns the exit code. */
export function runScript(folder, script, extraArgs = []) {
  const args = ['run', script, '--workspace', folder, ...(extraArgs.length ? ['--', ...extraArgs] : [])];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}
