// ESM build with type declarations. Third-party dependencies stay external (this runs on Node and
// npm installs them); what the CLI takes from other workspaces (the partner platform's SDK contract,
// the development token signer of @gamesdk/verify-server/token) is bundled in, so the CLI installed
// alone needs no other @gamesdk package.
import { readFileSync } from 'node:fs';
import nodeResolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), /^node:/];

export default {
  input: { index: 'src/index.ts', main: 'src/main.ts' },
  output: { dir: 'dist', format: 'es' },
  external: (id) => external.some((dep) => (typeof dep === 'string' ? id === dep || id.startsWith(`${dep}/`) : dep.test(id))),
  plugins: [nodeResolve({ resolveOnly: ['@gamesdk/adapter-partner', '@gamesdk/verify-server'] }), typescript({ tsconfig: './tsconfig.json', declaration: true, declarationDir: 'dist', outDir: 'dist' })],
};
