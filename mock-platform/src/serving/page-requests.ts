// What a request may write to the event log: only what a page of a game the mock serves could
// cause. Any web site the developer visits can make their browser send a GET to the mock (an
// <img>, a <script>, a frame), and such a request must not plant checklist findings (a
// root-absolute request, a page that never started the SDK) nor fill the log. Browsers say where a
// request comes from in `Sec-Fetch-Site`: `same-origin` for the mock's own pages (the shell, the
// games under /play/), `none` for an address the developer typed. A request without it comes from
// no browser (MockControl, curl, a test) and is this machine's own.
import type { IncomingHttpHeaders } from 'node:http';

/** Sec-Fetch-Site values of requests the platform logs. */
const OWN_SITES = new Set(['same-origin', 'none']);

/** Whether a request with these headers came from a page of the mock's own origin, the developer's address bar, or a program on this machine: not from another site. */
export function fromOwnPage(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return site === undefined || (typeof site === 'string' && OWN_SITES.has(site.toLowerCase()));
}

/** Longest text of a request (a path, a referrer) the log keeps; longer ones end in `…`, so a long URL cannot make an entry large. */
export const MAX_LOGGED_TEXT = 512;

/** `text` cut to MAX_LOGGED_TEXT characters for the log. */
export const loggedText = (text: string): string => (text.length > MAX_LOGGED_TEXT ? `${text.slice(0, MAX_LOGGED_TEXT - 1)}…` : text);
