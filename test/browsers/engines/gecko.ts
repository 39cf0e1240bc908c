// Firefox ESR (Debian's firefox-esr) through WebDriver BiDi, with puppeteer-core's Firefox support:
// Puppeteer starts the browser itself and speaks BiDi to it, so no geckodriver is needed. It runs
// in a window on a virtual display: headless Firefox has no WebGL without a GPU.
import puppeteer, { type Browser } from 'puppeteer-core';
import { runSource, type BrowserEngine } from './engine';
import { startVirtualDisplay } from './virtual-display';

export const FIREFOX = '/usr/bin/firefox-esr';

/** Firefox's own calls home, off: the run loads only 127.0.0.1. */
const offline = {
  'app.update.enabled': false,
  'browser.region.network.url': '',
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'extensions.getAddons.cache.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
};

export async function launchGecko(): Promise<BrowserEngine> {
  const screen = await startVirtualDisplay();
  let browser: Browser;
  try {
    browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: false, env: { ...process.env, DISPLAY: screen.display }, extraPrefsFirefox: offline });
  } catch (error) {
    screen.stop();
    throw error;
  }
  const page = await browser.newPage();
  return {
    name: 'gecko',
    version: (await browser.version()).replace('firefox/', 'Firefox ESR '),
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    resize: (width, height) => page.setViewport({ width, height }),
    evaluate: (work, arg) => page.evaluate(runSource, { source: work.toString(), arg }) as never,
    async close() {
      await browser.close();
      screen.stop();
    },
  };
}
