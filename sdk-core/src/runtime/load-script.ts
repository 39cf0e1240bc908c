import { SdkError } from '../errors/sdk-error.js';
import { SCRIPT_MARKS } from '../port/page-start.js';
import { withTimeout } from './timeout.js';

const context = 'Sdk.initializeAsync';

/**
 * Adds a script tag for `src` and waits for it, at most `ms` milliseconds. A script that fails
 * to load is INITIALIZATION_ERROR; one that never answers is TIMEOUT. Loading the same URL twice
 * reuses the first tag (the one the page start added included: it marks its tag the same way),
 * unless that one failed: then a new tag tries again.
 */
export function loadScript(src: string, ms: number, doc: Document = document): Promise<void> {
  const loaded = new Promise<void>((resolve, reject) => {
    let existing = doc.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKS.src}="${CSS.escape(src)}"]`);
    if (existing?.hasAttribute(SCRIPT_MARKS.loaded)) return resolve();
    if (existing?.hasAttribute(SCRIPT_MARKS.failed)) {
      existing.remove();
      existing = null;
    }
    const script = existing ?? doc.createElement('script');
    script.addEventListener('load', () => {
      script.setAttribute(SCRIPT_MARKS.loaded, 'true');
      resolve();
    });
    script.addEventListener('error', () => {
      script.setAttribute(SCRIPT_MARKS.failed, 'true');
      reject(new SdkError('INITIALIZATION_ERROR', `the platform SDK could not be loaded from ${src}`, context));
    });
    if (!existing) {
      script.src = src;
      script.async = true;
      script.setAttribute(SCRIPT_MARKS.src, src);
      doc.head.appendChild(script);
    }
  });
  return withTimeout(loaded, ms, context);
}
