// Chromium through Playwright's library API (the same Debian binary and flags as the Playwright specs).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../support/chromium-launch';
import { runSource, type BrowserEngine } from './engine';

export async function launchChromium(): Promise<BrowserEngine> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const page = await browser.newPage();
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    async open(url) {
      await page.goto(url);
    },
    resize: (width, height) => page.setViewportSize({ width, height }),
    evaluate: (work, arg) => page.evaluate(runSource, { source: work.toString(), arg }) as never,
    close: () => browser.close(),
  };
}
