// 10. Relative paths only: every request a game page made to a root-absolute path of the
// platform's origin, which fails on the platform because games are served from a sub-path; and
// every root-absolute URL the page wrote (observed in the page), which catches a build that
// hard-codes the sub-path the mock serves it from: that request succeeds here and fails there.
// Each request's finding says where it came from: the page that made it (its Referer), or none.
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { observedSessions } from './outside-calls.js';
import { storedText } from '../evaluation/stored-values.js';

export function relativePaths(facts: LogFacts): Verdict {
  const requests = facts.entries('rootAbsoluteRequest');
  const findings = requests.map((entry) => `root-absolute request for ${storedText(entry.args.path, '?')} ${whereFrom(entry.args.referrer)} (${ref(entry)})`);
  const requested = new Set(requests.map((entry) => storedText(entry.args.path, '?')));
  for (const entry of facts.entries('observed.rootAbsoluteUrl')) {
    const url = storedText(entry.args.url, '?');
    // The server already named a path it refused; the page's own line adds the ones it served.
    if (requested.has(url.split(/[?#]/)[0]!)) continue;
    findings.push(`root-absolute URL ${url} written in the page (${storedText(entry.args.via, '?')}); it loads here from the mock's sub-path and fails on the platform's (${ref(entry)})`);
  }
  return verdict(findings, observedSessions(facts));
}

/** Where a root-absolute request came from, for its evidence: the page of the mock's origin that made it, or no page. */
function whereFrom(referrer: unknown): string {
  return typeof referrer === 'string' && referrer !== '' ? `from the page ${referrer}` : 'from no page (the request named none)';
}
