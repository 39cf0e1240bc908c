import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { PLATFORM_SDK_DEFAULT_PATH, platformSdkUrl } from '../src/index.js';

const page = new URL('https://platform.test/play/farm/index.html?sdk_platform=partner');

function documentWith(head: string): Document {
  const window = new Window({ url: page.href });
  window.document.head.innerHTML = head;
  return window.document as unknown as Document;
}

describe('platformSdkUrl', () => {
  it('defaults to the well-known path on the page origin', () => {
    expect(platformSdkUrl(page, undefined, documentWith(''))).toBe(`https://platform.test${PLATFORM_SDK_DEFAULT_PATH}`);
    expect(platformSdkUrl(page, undefined, undefined)).toBe('https://platform.test/partner-platform/v1/partner-sdk.js');
  });

  it('reads <meta name="partner-sdk-url">, relative to the page or absolute', () => {
    expect(platformSdkUrl(page, undefined, documentWith('<meta name="partner-sdk-url" content="lib/partner-sdk.js">'))).toBe('https://platform.test/play/farm/lib/partner-sdk.js');
    expect(platformSdkUrl(page, undefined, documentWith('<meta name="partner-sdk-url" content="https://cdn.test/sdk.js">'))).toBe('https://cdn.test/sdk.js');
  });

  it('prefers an explicit URL over the meta tag', () => {
    expect(platformSdkUrl(page, 'https://other.test/sdk.js', documentWith('<meta name="partner-sdk-url" content="lib/sdk.js">'))).toBe('https://other.test/sdk.js');
  });
});
