import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The mock-platform package folder, from the source or the build alike. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('mock-platform: package.json not found above the module');
    dir = parent;
  }
  return dir;
}

/** The mock platform SDK's browser bundle (built by `npm run build -w mock-platform`). */
export const mockSdkFile = () => join(packageRoot(), 'dist', 'partner-sdk.js');
