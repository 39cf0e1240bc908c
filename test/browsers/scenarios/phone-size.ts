// The mock platform's shell at a phone's size (375 x 667 CSS pixels, an iPhone SE's viewport) in
// each engine: the checkout the game opens and the sent-home screen of Manual loading mode lie
// wholly inside the viewport, and the page does not scroll sideways. Touch itself is emulated only
// in Chromium (e2e/shell/phone-touch.spec.ts): WebDriver classic and BiDi here emulate no touch screen.
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { startMockPlatform } from '@gamesdk/mock-platform';
import type { BrowserEngine } from '../engines';
import { fixtures, until, type Scenario } from '../scenario';

const WEB_GAME = fileURLToPath(new URL('../../../examples/web-game/', import.meta.url));
const PHONE = { width: 375, height: 667 };

/** What of `selector` (in the shell, or in the game's frame) lies outside the viewport, and how far the page scrolls sideways. */
const layoutOf = (engine: BrowserEngine, selector: string, inGame = false) =>
  engine.evaluate(
    ({ selector, inGame }) => {
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid="game-frame"]');
      const element = (inGame ? frame?.contentDocument : document)?.querySelector(selector);
      if (!element || (element as HTMLElement).offsetParent === null) return 'not shown';
      const box = element.getBoundingClientRect();
      const outside = [box.left < 0 && 'left', box.top < 0 && 'top', box.right > window.innerWidth + 0.5 && 'right', box.bottom > window.innerHeight + 0.5 && 'bottom'].filter(Boolean);
      return { outside, sideways: document.documentElement.scrollWidth - window.innerWidth > 0 };
    },
    { selector, inGame },
  );
const onScreen = { outside: [], sideways: false };

export const phoneSize: Scenario = {
  name: 'the shell at a phone\'s size (375 x 667): the checkout and the sent-home screen lie wholly on screen, no sideways scrolling',
  notRunnable: {
    // Measured: asked for a 375 px wide window, MiniBrowser gives the page 447 px and shrinks no further.
    webkit: 'WebKitGTK\'s MiniBrowser window has a minimum width (447 CSS px here) and WebKitWebDriver emulates no device, so the page never gets a phone\'s 375 px viewport',
  },
  elsewhere: { chromium: 'e2e/shell/phone-touch.spec.ts' },
  async run(engine) {
    const platform = await startMockPlatform({ games: { farm: WEB_GAME, loader: `${fixtures.game}../silent-loader/` }, loadingSilenceMs: 2_000 });
    try {
      await engine.resize(PHONE.width, PHONE.height);
      expect(await engine.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([PHONE.width, PHONE.height]);
      await platform.control.setLoginReminders(false);
      await engine.open(`${platform.url}/shell/?game=${encodeURIComponent('/play/farm/index.html')}`);
      expect(await until(() => layoutOf(engine, '[data-testid="buy"]', true).then((layout) => layout !== 'not shown'), true, 20_000), 'the game shows its buy button').toBe(true);
      await engine.evaluate(() => document.querySelector<HTMLIFrameElement>('[data-testid="game-frame"]')!.contentDocument!.querySelector<HTMLElement>('[data-testid="buy"]')!.click());
      for (const part of ['checkout', 'checkout-buy', 'checkout-close']) {
        expect(await until(() => layoutOf(engine, `[data-testid="${part}"]`), onScreen), part).toEqual(onScreen);
      }
      await platform.control.setLoadingMode('manual');
      await engine.open(`${platform.url}/shell/?game=${encodeURIComponent('/play/loader/index.html?sdk_platform=partner')}`);
      for (const part of ['[data-testid="sent-home"]', '[data-control="reopen"]']) {
        expect(await until(() => layoutOf(engine, part), onScreen, 20_000), part).toEqual(onScreen);
      }
    } finally {
      await platform.close();
      await engine.resize(1280, 800);
    }
  },
};
