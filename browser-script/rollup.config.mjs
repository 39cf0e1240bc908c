// The browser script: one IIFE file, global `Sdk`, every dependency and shipped platform inside,
// bundled from the packages' builds (ES2020 already). Its banner names the core and its version.
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const { version } = JSON.parse(readFileSync(new URL('../sdk-core/package.json', import.meta.url), 'utf8'));

export default {
  input: 'src/browser.ts',
  output: {
    file: 'dist/gamesdk.js',
    format: 'iife',
    name: 'Sdk',
    exports: 'default',
    banner: `/*! @gamesdk/core ${version} browser script | https://github.com/gamesdk */`,
  },
  plugins: [
    nodeResolve({ browser: true }),
    commonjs(),
    // ES2020 (Chrome 80, Safari 13.1): mobile web views lag behind desktop browsers.
    typescript({ tsconfig: './tsconfig.json', declaration: false, outDir: 'dist', noEmitOnError: true, target: 'ES2020' }),
    terser({ format: { comments: /^!/ }, compress: { passes: 2 } }),
  ],
};
