// ESM build with type declarations, for bundlers and for the core's browser script. The core
// stays external: it is a peer.
import typescript from '@rollup/plugin-typescript';

export default {
  input: 'src/index.ts',
  output: { dir: 'dist', format: 'es', sourcemap: false },
  external: (id) => id === '@gamesdk/core' || id.startsWith('@gamesdk/core/'),
  plugins: [typescript({ tsconfig: './tsconfig.json', declaration: true, declarationDir: 'dist', outDir: 'dist' })],
};
