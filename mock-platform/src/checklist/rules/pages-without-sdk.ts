// A page of the game that never started the game SDK: no init reached the platform within the
// first-load limit of the page being served (the game SDK is missing, or the page never called
// Sdk.initializeAsync()). Such a page breaks every item a game meets through the SDK, so the
// items it breaks each say so, not item 1 alone: it never finishes loading (1), and it cannot
// save a guest's progress (2) or save on exit (8).
import { FIRST_LOAD_LIMIT_MS } from '../evaluation/limits.js';
import { ref, type LogFacts } from '../evaluation/facts.js';
import { storedText } from '../evaluation/stored-values.js';

/** Pages without the SDK, judged and still awaited, as evidence lines. */
export interface PagesWithoutSdk {
  /** One line per page that never started the SDK within the limit. */
  found: string[];
  /** One line per page still inside the limit with no init yet. */
  waiting: string[];
}

/** The pages that never started the game SDK; `sentHome` page loads (judged apart by item 1) are left out. */
export function pagesWithoutSdk(facts: LogFacts, sentHome: ReadonlySet<unknown> = new Set()): PagesWithoutSdk {
  const found: string[] = [];
  const waiting: string[] = [];
  const now = facts.input.now.getTime();
  for (const load of facts.entries('pageLoad')) {
    if (load.args.pageLoad !== undefined && sentHome.has(load.args.pageLoad)) continue;
    const loadedAt = Date.parse(load.at);
    if (facts.sessions.some((session) => session.init.seq > load.seq && Date.parse(session.init.at) - loadedAt <= FIRST_LOAD_LIMIT_MS)) continue;
    if (now - loadedAt >= FIRST_LOAD_LIMIT_MS) {
      found.push(`page ${storedText(load.args.path)} loaded (${ref(load)}) but never started the game SDK: no Sdk.initializeAsync() within ${FIRST_LOAD_LIMIT_MS / 1000} s (is gamesdk.js loaded, or @gamesdk/core bundled?)`);
    } else if (!facts.sessions.some((session) => session.init.seq > load.seq)) {
      waiting.push(`page ${storedText(load.args.path)} loaded (${ref(load)}): waiting for Sdk.initializeAsync()`);
    }
  }
  return { found, waiting };
}

/** The evidence line of a page without the SDK under an item it breaks other than item 1. */
export const breaksItem = (page: string, what: string): string => `${page}, so it cannot ${what}`;
