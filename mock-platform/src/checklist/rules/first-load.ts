// 1. First load completes in under 10 seconds: for every page session, the time from when the
// platform began serving its page (the `pageLoad` its init names: the moment the loading screen
// went up, the same moment Manual mode's window starts) to startGameAsync; for a page the platform
// did not serve, the page's own clock since navigation began (the mock platform SDK sends it with
// gameReady), else from the platform SDK's init. A session reloaded before it started and before
// its 10 s were up is not judged. A page or session the platform sent home (Manual loading mode,
// no progress call in time, whether or not the page had started the SDK) never loaded: a finding.
import { FIRST_LOAD_LIMIT_MS } from '../evaluation/limits.js';
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { storedText } from '../evaluation/stored-values.js';
import { pagesWithoutSdk } from './pages-without-sdk.js';

export function firstLoad(facts: LogFacts): Verdict {
  const findings: string[] = [];
  const passes: string[] = [];
  const waiting: string[] = [];
  const now = facts.input.now.getTime();
  const pageLoads = new Map(facts.entries('pageLoad').filter((load) => typeof load.args.pageLoad === 'string').map((load) => [load.args.pageLoad as string, load]));
  const pagesSentHome = new Set<unknown>();
  for (const sent of facts.entries('sentHome')) {
    if (sent.session !== null) continue;
    pagesSentHome.add(sent.args.pageLoad);
    const load = pageLoads.get(sent.args.pageLoad as string);
    findings.push(
      `page ${storedText(sent.args.page)}: sent home by the platform, no loading progress call for ${storedText(sent.args.silentSeconds)} s in Manual loading mode (window ${storedText(sent.args.windowSeconds)} s) since the platform began serving it, before it started the SDK (${load ? `${ref(load)} to ` : ''}${ref(sent)})`,
    );
  }
  for (const session of facts.sessions) {
    const started = Date.parse(session.init.at);
    const page = pageLoads.get(session.init.args.pageLoad as string);
    if (session.sentHome) {
      const { silentSeconds, windowSeconds } = session.sentHome.args;
      findings.push(
        `session ${session.id.slice(0, 8)}: sent home by the platform, no loading progress call for ${storedText(silentSeconds)} s in Manual loading mode (window ${storedText(windowSeconds)} s) before startGameAsync (${ref(page ?? session.init)} to ${ref(session.sentHome)})`,
      );
    } else if (session.ready) {
      const sincePageStart = session.ready.args.sincePageStartMs;
      const fromPage = typeof sincePageStart === 'number' && Number.isFinite(sincePageStart) && sincePageStart >= 0;
      const ms = page ? Date.parse(session.ready.at) - Date.parse(page.at) : fromPage ? sincePageStart : Date.parse(session.ready.at) - started;
      const from = page ? 'the platform began serving its page' : fromPage ? 'the page started loading' : 'the platform SDK started';
      const line = `session ${session.id.slice(0, 8)}: startGameAsync ${(ms / 1000).toFixed(2)} s after ${from} (${ref(page ?? session.init)} to ${ref(session.ready)})`;
      (ms < FIRST_LOAD_LIMIT_MS ? passes : findings).push(line);
    } else if (facts.replacedAt(session) < started + FIRST_LOAD_LIMIT_MS) {
      continue; // reloaded before it could be judged
    } else if (now - started >= FIRST_LOAD_LIMIT_MS) {
      findings.push(`session ${session.id.slice(0, 8)}: no startGameAsync ${FIRST_LOAD_LIMIT_MS / 1000} s after the platform SDK started (${ref(session.init)})`);
    } else {
      waiting.push(`session ${session.id.slice(0, 8)}: loading since ${ref(session.init)}`);
    }
  }
  // A page of the game that never started the game SDK: no init within the first-load limit.
  const withoutSdk = pagesWithoutSdk(facts, pagesSentHome);
  findings.push(...withoutSdk.found);
  waiting.push(...withoutSdk.waiting);
  return verdict(findings, passes, waiting);
}
