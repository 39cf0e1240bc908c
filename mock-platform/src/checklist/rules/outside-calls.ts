// 9. No external links, calls to action or outside sign-up prompts; no vibrations: what the page
// reported of navigator.vibrate, window.open and links to other sites.
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { storedText } from '../evaluation/stored-values.js';
import { plural } from '../../plural.js';

export function noExternalLinks(facts: LogFacts): Verdict {
  const findings = facts.entries('observed.vibrate', 'observed.externalLink').map((entry) =>
    entry.call === 'observed.vibrate'
      ? `the page called navigator.vibrate (${ref(entry)})`
      : `the page opened an external link to ${storedText(entry.args.href, 'another site')} (${ref(entry)})`,
  );
  return verdict(findings, observedSessions(facts));
}

/** Pass lines: the sessions that were watched and played. */
export function observedSessions(facts: LogFacts): string[] {
  const played = facts.sessions.filter((session) => session.ready).length;
  return played > 0 ? [`${plural(played, 'page session')} watched, nothing observed`] : [];
}
