// Before `npm pack`: copies the CI example's scripts (examples/ci-pipeline, tested there) into the
// package as examples/ci-pipeline, so a game's repository that installed the CLI's tarball runs
// them from node_modules or copies them from there. The copy is ignored by git; its source is what
// git tracks.
import { cpSync, mkdirSync, rmSync } from 'node:fs';

const source = new URL('../../examples/ci-pipeline/', import.meta.url);
const target = new URL('../examples/ci-pipeline/', import.meta.url);

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
// pipeline.sh keeps its mode: npm packs an executable file as one.
for (const file of ['pipeline.sh', 'github-actions.yml']) cpSync(new URL(file, source), new URL(file, target));
