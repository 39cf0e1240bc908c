// ESM (dist/index.js) and CommonJS (dist/index.cjs), each one file, with declarations for both:
// the .d.ts files TypeScript emits, and .d.cts copies whose imports name the .cjs twins, so a
// `require` user's types resolve as CommonJS. No dependency to keep external: there is none.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import typescript from '@rollup/plugin-typescript';

/** Writes a .d.cts twin of every .d.ts in `dir` and its folders, relative imports pointing at the twins. */
const commonJsDeclarations = (dir) => ({
  name: 'common-js-declarations',
  writeBundle() {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.d.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8').replace(/(from\s+['"]\.{1,2}\/[^'"]+)\.js(['"])/g, '$1.cjs$2');
      writeFileSync(join(dir, file.replace(/\.d\.ts$/, '.d.cts')), text);
    }
  },
});

export default {
  input: 'src/index.ts',
  output: [
    { dir: 'dist', format: 'es', entryFileNames: '[name].js' },
    { dir: 'dist', format: 'cjs', entryFileNames: '[name].cjs', exports: 'named' },
  ],
  plugins: [typescript({ tsconfig: './tsconfig.json', declaration: true, declarationDir: 'dist', outDir: 'dist' }), commonJsDeclarations('dist')],
};
