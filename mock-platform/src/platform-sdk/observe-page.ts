// What the mock platform watches in the game page for the launch checklist, beyond the calls
// the game makes through the SDK: unhandled SDK errors, vibration, external links, and every
// registration prompt the game asks for (the core refuses one for a registered player before
// the platform hears of it, so the mock watches the game-facing call itself).

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

  const sdk = (win as unknown as { Sdk?: SdkLike }).Sdk;
  const show = sdk?.auth?.showRegistrationPrompt;
  if (sdk?.auth && show) {
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
  }
}
