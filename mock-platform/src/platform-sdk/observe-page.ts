// What the mock platform watches in the game page for the launch checklist, beyond the calls
// the game makes through the SDK: unhandled SDK errors, vibration, external links, root-absolute
// URLs as the page writes them, and every registration prompt the game asks for (the core
// refuses one for a registered player before the platform hears of it, so the mock watches the
// game-facing call itself).

type Report = (kind: string, detail: Record<string, unknown>) => void;

interface SdkLike {
  auth?: { showRegistrationPrompt?: (...args: unknown[]) => unknown };
  player?: { getMode?: () => string };
}

/** Starts watching `win`. */
export function observePage(win: Window & typeof globalThis, report: Report): void {
  const sdkError = (reason: unknown) => {
    const error = reason as { name?: unknown; code?: unknown; context?: unknown; message?: unknown } | null;
    if (error?.name === 'SdkError') report('unhandledError', { code: error.code, context: error.context, message: error.message });
  };
  win.addEventListener('unhandledrejection', (event) => sdkError(event.reason));
  win.addEventListener('error', (event) => sdkError(event.error));

  // The platform forbids vibration: the call is recorded and does nothing.
  Object.defineProperty(win.navigator, 'vibrate', { configurable: true, value: (pattern: unknown) => (report('vibrate', { pattern: String(pattern) }), false) });

  const external = (href: string) => {
    try {
      const url = new URL(href, win.location.href);
      if (url.origin !== win.location.origin) report('externalLink', { href: url.href });
    } catch {
      // not a URL: nothing leaves the game
    }
  };
  win.document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link) external(link.getAttribute('href') ?? '');
  }, true);
  const open = win.open?.bind(win);
  win.open = (url?: string | URL, ...rest: unknown[]) => {
    if (url !== undefined) external(String(url));
    return open?.(url, ...(rest as [string?, string?])) ?? null;
  };

  watchRootAbsoluteUrls(win, report);
  watchRegistrationPrompts(win, report);
}

/**
 * Every registration prompt the game asks for through the browser script's global `Sdk`, with the
 * player's mode then. The page start runs this script while the browser script is still on its
 * way: then `Sdk` is watched for, and its prompt wrapped once the browser script defines it (a
 * bundled game has no global `Sdk`, and its prompts are seen by the platform's calls alone).
 */
function watchRegistrationPrompts(win: Window & typeof globalThis, report: Report): void {
  const wrap = (sdk: SdkLike | undefined) => {
    const show = sdk?.auth?.showRegistrationPrompt;
    if (!sdk?.auth || !show) return;
    sdk.auth.showRegistrationPrompt = (...args: unknown[]) => {
      let mode: string | null = null;
      try {
        mode = sdk.player?.getMode?.() ?? null;
      } catch {
        // not initialised yet: the core will say so
      }
      report('registrationPromptCall', { mode });
      return show.apply(sdk.auth, args);
    };
  };
  const global = win as unknown as { Sdk?: SdkLike };
  if (global.Sdk !== undefined || Object.prototype.hasOwnProperty.call(win, 'Sdk')) {
    wrap(global.Sdk);
    return;
  }
  // The browser script's `var Sdk = ...` assigns through this setter, which leaves a plain property.
  Object.defineProperty(win, 'Sdk', {
    configurable: true,
    get: () => undefined,
    set(value: SdkLike | undefined) {
      Object.defineProperty(win, 'Sdk', { configurable: true, enumerable: true, writable: true, value });
      wrap(value);
    },
  });
}

// The platform's own paths on the origin, which the game SDK itself uses.
const PLATFORM_PATHS = ['/partner-platform/', '/__mock/'];

/**
 * Launch checklist item 10 where the server cannot see it: a build that hard-codes the sub-path
 * the mock serves it from (`/play/farm/img.png`) loads here and breaks on the platform's own
 * sub-path. The page reports each root-absolute URL as written, once: the arguments of fetch and
 * XMLHttpRequest.open, and the src and href attributes of elements, those present when the
 * platform SDK loads and those set later.
 */
function watchRootAbsoluteUrls(win: Window & typeof globalThis, report: Report): void {
  const seen = new Set<string>();
  const check = (url: unknown, via: string) => {
    if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url) || PLATFORM_PATHS.some((path) => url.startsWith(path)) || seen.has(url)) return;
    seen.add(url);
    report('rootAbsoluteUrl', { url: url.slice(0, 512), via });
  };
  const fetch = win.fetch?.bind(win);
  if (fetch) win.fetch = (input: RequestInfo | URL, init?: RequestInit) => (check(input, 'fetch'), fetch(input, init));
  const open = win.XMLHttpRequest?.prototype.open;
  if (open) {
    win.XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      check(url, 'XMLHttpRequest');
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof open;
  }
  const attributes = (element: Element) => {
    for (const name of ['src', 'href']) if (element.hasAttribute(name)) check(element.getAttribute(name), `<${element.localName} ${name}>`);
  };
  win.document.querySelectorAll('[src], [href]').forEach(attributes);
  new win.MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') attributes(record.target as Element);
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        attributes(node as Element);
        (node as Element).querySelectorAll('[src], [href]').forEach(attributes);
      }
    }
  }).observe(win.document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src', 'href'] });
}
