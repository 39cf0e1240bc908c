// The real browser script and the mock platform SDK bundle under Node with happy-dom, against the
// real server: what the Unity and Defold bridge tests rely on.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { expect, it } from 'vitest';
import { platform } from './support.js';

it('initialises the partner platform, saves, and hears a platform event', async () => {
  const game = mkdtempSync(join(tmpdir(), 'happy-game-'));
  writeFileSync(join(game, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  copyFileSync(createRequire(import.meta.url).resolve('@gamesdk/browser-script/gamesdk.js'), join(game, 'gamesdk.js'));
  const server = await platform({ farm: game });
  const page = new Window({
    url: `${server.url}/play/farm/index.html?sdk_platform=partner`,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  try {
    // happy-dom runs a classic script in a function scope: its `var Sdk` is handed to the window here.
    const script = await (await fetch(`${server.url}/play/farm/gamesdk.js`)).text();
    page.eval(`${script}\n;window.Sdk = Sdk;`);
    const Sdk = (page as unknown as { Sdk: any }).Sdk;
    await Sdk.initializeAsync();
    expect(Sdk.session.getPlatform()).toBe('partner');
    expect(await Sdk.data.setStringAsync('level', '7')).toBe(true);
    expect((await server.control.getPlayerData()).data).toEqual({ level: '7' });
    const heard: string[] = [];
    Sdk.on('pause', () => heard.push('pause'));
    await server.control.fire('pause');
    await expect.poll(() => heard).toEqual(['pause']);
  } finally {
    (page as unknown as { PartnerSDK?: { dispose(): void } }).PartnerSDK?.dispose();
    await page.happyDOM.abort();
    await page.happyDOM.close();
  }
});
