// The engines the cross-browser run drives, in the order it reports them.
import { launchChromium } from './chromium';
import { launchGecko } from './gecko';
import { launchWebKit } from './webkit';
import type { BrowserEngine, EngineName } from './engine';

export const engines: Record<EngineName, () => Promise<BrowserEngine>> = { chromium: launchChromium, webkit: launchWebKit, gecko: launchGecko };
export type { BrowserEngine, EngineName } from './engine';
