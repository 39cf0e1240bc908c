import { PLATFORM_SDK_DEFAULT_PATH, PLATFORM_SDK_URL_META } from './platform-sdk-contract.js';

/**
 * Where the platform SDK is loaded from: an explicit `override`, else the page's
 * `<meta name="partner-sdk-url">`, else the production default path on the page's origin.
 * Relative values resolve against the page URL.
 */
export function platformSdkUrl(page: URL, override?: string, doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${PLATFORM_SDK_URL_META}"]`)?.content;
  return new URL(override || meta || PLATFORM_SDK_DEFAULT_PATH, page).href;
}
