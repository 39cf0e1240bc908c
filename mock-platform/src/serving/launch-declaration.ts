// The platform launches a game by declaring itself in the game's pages, as the service's bundle
// step does for the real platform: the game SDK then selects the partner adapter with no
// `?sdk_platform=` in the URL (that parameter stays the local-testing override).
import { LAUNCH_DECLARATION_META } from '@gamesdk/core';
import { PARTNER_PLATFORM_ID } from '@gamesdk/adapter-partner';
import { PAGE_LOAD_META } from './page-load-meta.js';

const DECLARATION = `<meta name="${LAUNCH_DECLARATION_META}" content="${PARTNER_PLATFORM_ID}">`;

// Bounded so that finding the insertion point stays linear in the page, whatever it holds.
const HEAD_OPEN = /<head(?:\s[^>]{0,1024})?>/i;
const HTML_OPEN = /<html(?:\s[^>]{0,1024})?>/i;
const DOCTYPE = /^\s{0,1024}<!doctype[^>]{0,256}>/i;

/** Whether a served path is an HTML page (the ones the declaration goes into). */
export const isHtmlPage = (path: string): boolean => /(?:\/|\.html?)$/i.test(path);

/**
 * The page with the platform's launch declaration as the first thing in its head, so it is in
 * the document before any of the game's scripts runs; with `pageLoad`, also the page load's id
 * (PAGE_LOAD_META) that the mock platform SDK sends back at `init`.
 */
export function declareLaunch(html: string, pageLoad?: string): string {
  const declaration = pageLoad === undefined ? DECLARATION : `${DECLARATION}<meta name="${PAGE_LOAD_META}" content="${pageLoad}">`;
  for (const opening of [HEAD_OPEN, HTML_OPEN, DOCTYPE]) {
    const match = opening.exec(html);
    if (match) return html.slice(0, match.index + match[0].length) + declaration + html.slice(match.index + match[0].length);
  }
  return declaration + html;
}
