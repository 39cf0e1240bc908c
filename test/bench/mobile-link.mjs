// What every Chromium bench here shares: Debian's Chromium started as the e2e suite starts it, and
// a page on the mobile link the checklist guide uses (150 ms round trip, 1.6 Mbit/s each way),
// with the cache off so every run downloads what a first load downloads.
import { chromium } from '@playwright/test';

export const RTT_MS = 150;
export const DOWN_BYTES_PER_S = 1_600_000 / 8;

/** Debian's Chromium, headless, with no network of its own (this machine reaches none). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Puts `page` (of `context`) on the mobile link, its cache disabled. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: DOWN_BYTES_PER_S, uploadThroughput: DOWN_BYTES_PER_S });
}
