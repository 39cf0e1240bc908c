// 10. Relative paths only: every request a game page made to a root-absolute path of the
// platform's origin, which fails on the platform because games are served from a sub-path. Each
// finding says where the request came from: the page that made it (its Referer), or none.
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { observedSessions } from './outside-calls.js';
import { storedText } from '../evaluation/stored-values.js';

export function relativePaths(facts: LogFacts): Verdict {
  const findings = facts.entries('rootAbsoluteRequest').map((entry) => `root-absolute request for ${storedText(entry.args.path, '?')} ${whereFrom(entry.args.referrer)} (${ref(entry)})`);
  return verdict(findings, observedSessions(facts));
}

/** Where a root-absolute request came from, for its evidence: the page of the mock's origin that made it, or no page. */
function whereFrom(referrer: unknown): string {
  return typeof referrer === 'string' && referrer !== '' ? `from the page ${referrer}` : 'from no page (the request named none)';
}
