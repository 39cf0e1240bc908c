// Entry of the mock platform SDK's browser bundle (dist/partner-sdk.js): defines the contract's
// global, talking to the server it was loaded from, and watches the page for the checklist.
import { PLATFORM_SDK_FILE, PLATFORM_SDK_GLOBAL } from '@gamesdk/adapter-partner';
import { createMockPartnerSdk, observer } from './mock-sdk.js';
import { observePage } from './observe-page.js';
import { PAGE_LOAD_META } from '../serving/page-load-meta.js';

const script = (document.currentScript as HTMLScriptElement | null)?.src || document.querySelector<HTMLScriptElement>(`script[src*="${PLATFORM_SDK_FILE}"]`)?.src || location.href;
const base = new URL('.', script);
const sdk = createMockPartnerSdk(base, {
  pagePath: location.pathname,
  pageLoad: document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_LOAD_META}"]`)?.content ?? null,
  reload: () => location.reload(),
});
(window as unknown as Record<string, unknown>)[PLATFORM_SDK_GLOBAL] = sdk;
observePage(window, observer(sdk));
