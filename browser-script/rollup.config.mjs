// The two browser scripts, each one IIFE file with the global `Sdk`, every dependency and shipped
// platform inside, bundled from the packages' builds (ES2020 already); each banner names the core
// and its version:
// - dist/gamesdk.js, the web script (what web games ship);
// - dist/gamesdk-bridge.js, the engines' script: the same Sdk plus Sdk.bridge, the host the engine
//   bridges call, speaking every engine's dialect (Defold's and Godot's copies ship it);
// - dist/gamesdk-bridge-unity.js, the same with Unity's dialect alone, which Unity's .jspre is
//   made from (`npm run generate` writes the copies);
// - dist/gamesdk-loading.js (global `GameSdkLoading`), the engines' loading page: the SDK started
//   with the page and the engine's download reported as loading progress, which each engine's
//   template loads beside the SDK's script (`npm run generate` copies it into each template).
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const { version } = JSON.parse(readFileSync(new URL('../sdk-core/package.json', import.meta.url), 'utf8'));

const script = (input, file, what, name = 'Sdk', exports = 'default') => ({
  input,
  output: {
    file,
    format: 'iife',
    name,
    exports,
    banner: `/*! @gamesdk/core ${version} ${what} | https://github.com/gamesdk */`,
  },
  plugins: [
    nodeResolve({ browser: true }),
    // eventemitter3 (CommonJS, no __esModule) is module.exports itself: no interop helper, and no
    // lazy-require wrapper since nothing requires it conditionally (62 bytes gzipped).
    commonjs({ strictRequires: false, defaultIsModuleExports: true }),
    // ES2020 (Chrome 80, Safari 13.1): mobile web views lag behind desktop browsers.
    typescript({ tsconfig: './tsconfig.json', declaration: false, outDir: 'dist', noEmitOnError: true, target: 'ES2020' }),
    terser({ format: { comments: /^!/ }, compress: { passes: 3 } }),
  ],
});

export default [
  script('src/browser.ts', 'dist/gamesdk.js', 'browser script'),
  script('src/engine.ts', 'dist/gamesdk-bridge.js', 'browser script with the engine bridge host'),
  script('src/engine-unity.ts', 'dist/gamesdk-bridge-unity.js', 'engine bridge host for Unity'),
  script('src/loading-page.ts', 'dist/gamesdk-loading.js', 'engines\' loading page', 'GameSdkLoading', 'named'),
];
