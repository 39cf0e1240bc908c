// 10. Relative paths only: every request a game page made to a root-absolute path of the
// platform's origin, which fails on the platform because games are served from a sub-path.
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { observedSessions } from './outside-calls.js';
import { storedText } from '../evaluation/stored-values.js';

export function relativePaths(facts: LogFacts): Verdict {
  const findings = facts.entries('rootAbsoluteRequest').map((entry) => `root-absolute request for ${storedText(entry.args.path, '?')} (${ref(entry)})`);
  return verdict(findings, observedSessions(facts));
}
