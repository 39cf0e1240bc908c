// 1. First load completes in under 10 seconds: the time from the page session's start to
// startGameAsync, for every session.
import { FIRST_LOAD_LIMIT_MS } from '../lib/limits.js';
import { ref, type LogFacts } from '../lib/facts.js';
import { verdict, type Verdict } from '../lib/verdict.js';

export function firstLoad(facts: LogFacts): Verdict {
  const findings: string[] = [];
  const passes: string[] = [];
  const waiting: string[] = [];
  const now = facts.input.now.getTime();
  for (const session of facts.sessions) {
    const started = Date.parse(session.init.at);
    if (session.ready) {
      const ms = Date.parse(session.ready.at) - started;
      const line = `session ${session.id.slice(0, 8)}: startGameAsync ${(ms / 1000).toFixed(2)} s after the platform SDK started (${ref(session.init)} to ${ref(session.ready)})`;
      (ms < FIRST_LOAD_LIMIT_MS ? passes : findings).push(line);
    } else if (now - started >= FIRST_LOAD_LIMIT_MS) {
      findings.push(`session ${session.id.slice(0, 8)}: no startGameAsync ${FIRST_LOAD_LIMIT_MS / 1000} s after the platform SDK started (${ref(session.init)})`);
    } else {
      waiting.push(`session ${session.id.slice(0, 8)}: loading since ${ref(session.init)}`);
    }
  }
  return verdict(findings, passes, waiting);
}
