// Two builds: the Node package (ESM with declarations, dependencies external) and the mock
// platform SDK's browser bundle (IIFE, everything inside), served as partner-sdk.js.
import { readFileSync } from 'node:fs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), '@gamesdk/adapter-partner', '@gamesdk/core', /^node:/];
const isExternal = (id) => external.some((dep) => (typeof dep === 'string' ? id === dep || id.startsWith(`${dep}/`) : dep.test(id)));

export default [
  {
    input: { index: 'src/index.ts', cli: 'src/cli.ts' },
    output: { dir: 'dist', format: 'es' },
    external: isExternal,
    plugins: [typescript({ tsconfig: './tsconfig.json', declaration: true, declarationDir: 'dist', outDir: 'dist' })],
  },
  {
    input: 'src/platform-sdk/entry.ts',
    // Minified like a real platform SDK: it is on the first load's critical path.
    output: { file: 'dist/partner-sdk.js', format: 'iife', banner: '/*! mock partner platform SDK (development only) */', plugins: [terser()] },
    plugins: [nodeResolve({ browser: true }), typescript({ tsconfig: './tsconfig.json', declaration: false, outDir: 'dist' })],
  },
];
