// The workspaces in dependency order, computed from what each declares, and a helper to run one
// of their npm scripts.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const manifest = (folder) => JSON.parse(readFileSync(`${root}${folder}/package.json`, 'utf8'));

/** The folders among `folders` that `folder` declares (dependencies, devDependencies, peerDependencies). */
function needsAmong(folders, folder, manifestOf = manifest) {
  const byName = new Map(folders.map((other) => [manifestOf(other).name, other]));
  const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = manifestOf(folder);
  const names = Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies });
  return names.filter((name) => byName.has(name)).map((name) => byName.get(name));
}

/**
 * Orders folders so that each comes after every workspace it declares (dependencies,
 * devDependencies, peerDependencies); ties keep the root package.json's order. Throws on a cycle.
 */
export function dependencyOrder(folders, manifestOf = manifest) {
  const needs = new Map(folders.map((folder) => [folder, needsAmong(folders, folder, manifestOf)]));
  const ordered = [];
  const visiting = new Set();
  const visit = (folder, path) => {
    if (ordered.includes(folder)) return;
    if (visiting.has(folder)) throw new Error(`workspaces depend in a circle: ${[...path, folder].join(' -> ')}`);
    visiting.add(folder);
    for (const need of needs.get(folder)) visit(need, [...path, folder]);
    visiting.delete(folder);
    ordered.push(folder);
  };
  for (const folder of folders) visit(folder, []);
  return ordered;
}

/** Folders in the order they build and test. */
export const workspaces = dependencyOrder(manifest('.').workspaces);

/** The workspace folders `folder` declares it needs: they build before it. */
export const workspaceNeeds = (folder) => needsAmong(workspaces, folder);

/** The folders of the packages a game project installs: every workspace not marked private. */
export const published = workspaces.filter((folder) => !manifest(folder).private);

/** The npm scripts a workspace declares. */
export function scriptsOf(folder) {
  return manifest(folder).scripts ?? {};
}

/** Runs `npm run <script>` in `folder`, inheriting the terminal; returns the exit code. */
export function runScript(folder, script, extraArgs = []) {
  const args = ['run', script, '--workspace', folder, ...(extraArgs.length ? ['--', ...extraArgs] : [])];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}
