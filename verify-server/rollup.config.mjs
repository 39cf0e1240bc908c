// ESM build with type declarations. Dependencies stay external (this runs on Node).
import { readFileSync } from 'node:fs';
import typescript from '@rollup/plugin-typescript';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), /^node:/];

export default {
  input: { index: 'src/index.ts', client: 'src/client.ts', token: 'src/token.ts', main: 'src/main.ts' },
  output: { dir: 'dist', format: 'es' },
  external: (id) => external.some((dep) => (typeof dep === 'string' ? id === dep || id.startsWith(`${dep}/`) : dep.test(id))),
  plugins: [typescript({ tsconfig: './tsconfig.json', declaration: true, declarationDir: 'dist', outDir: 'dist' })],
};
