// ESM build with type declarations, for bundlers (and the browser script, built in
// browser-script/ from this output). ES2020, like the adapters: games bundle it as it is, and
// mobile web views lag behind desktop browsers. Dependencies stay external.
import typescript from '@rollup/plugin-typescript';

export default {
  input: 'src/index.ts',
  output: { dir: 'dist', format: 'es', sourcemap: false },
  external: ['eventemitter3', 'idb-keyval'],
  plugins: [typescript({ tsconfig: './tsconfig.json', target: 'ES2020', declaration: true, declarationDir: 'dist', outDir: 'dist' })],
};
