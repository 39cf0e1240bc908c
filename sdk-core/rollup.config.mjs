// ESM build with type declarations, for bundlers. Dependencies stay external.
import typescript from '@rollup/plugin-typescript';

export default {
  input: 'src/index.ts',
  output: { dir: 'dist', format: 'es', sourcemap: false },
  external: ['eventemitter3', 'idb-keyval'],
  plugins: [typescript({ tsconfig: './tsconfig.lib.json', declaration: true, declarationDir: 'dist', outDir: 'dist' })],
};
