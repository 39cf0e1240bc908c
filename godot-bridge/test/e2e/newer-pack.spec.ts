// The engine reads the version fields our writer puts in the header: Godot 4.6 refuses a pack that
// claims to come from 4.7, and the harness reports that as a failure, not as a wait.
import { test, expect } from '@playwright/test';
import { makeGameFolder } from '../support/godot-runtime.mjs';
import { serveFolder } from '../support/serve-folder.mjs';

test('Godot 4.6 refuses a pack whose header says 4.7', async ({ page }) => {
  const served = await serveFolder(makeGameFolder('newer-pack', { project: 'runtime-check', page: 'engine-only.html', engine: { major: 4, minor: 7, patch: 0 } }));
  try {
    await page.goto(`${served.url}/index.html`);
    const outcome = () => page.evaluate(() => {
      const state = (window as unknown as { godotTest: { errors: string[]; startFailure: string | null; reports: unknown[] } }).godotTest;
      return { errors: state.errors.join('\n'), startFailure: state.startFailure, reports: state.reports.length };
    });
    await expect.poll(async () => (await outcome()).errors, { timeout: 45_000 }).toContain('Pack created with a newer version of the engine: 4.7.0');
    expect((await outcome()).reports).toBe(0);
  } finally {
    await served.close();
  }
});
