// The hand-over from the page start (browser-script/page-start.html, generated from these names)
// to the adapters: the page start runs the selected platform's SDK as soon as it arrives and
// opens the platform's session at once, so that round trip overlaps our own script's download
// instead of following it. The core hands it to the adapter (AdapterContext.takePageStartSession).

/** The window property the page start leaves each platform's started session in, by platform id. */
export const PAGE_START_GLOBAL = 'gamesdkPageStart';

/**
 * The attributes of a platform SDK's script tag: its URL, and "true" once it loaded or failed. The
 * core's loadScript marks its tags with them and reuses a marked one; the page start marks the tag
 * it adds the same way, so the SDK never adds a second copy.
 */
export const SCRIPT_MARKS = { src: 'data-gamesdk-src', loaded: 'data-gamesdk-loaded', failed: 'data-gamesdk-failed' } as const;

/**
 * The platform session the page start opened for `platformId`, taken once: the adapter's
 * `initialize` awaits it instead of opening a second. Undefined when the page has no page start,
 * when it selected another platform, or once taken (so a retry after a failed initialisation opens
 * a new session). Anything but a promise the page start left there is ignored.
 */
export function takePageStartSession(platformId: string): PromiseLike<unknown> | undefined {
  const started = (globalThis as Record<string, unknown>)[PAGE_START_GLOBAL] as Record<string, unknown> | undefined;
  const session = started?.[platformId];
  if (!(session instanceof Promise)) return undefined;
  delete started![platformId];
  return session;
}
