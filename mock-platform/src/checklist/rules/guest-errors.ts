// 11. A guest triggers no unhandled notification or subscription errors: errors of those calls
// that the page left unhandled while its player was a guest.
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { plural } from '../../plural.js';

const WATCHED = /^(notifications\.|iap\.(subscribeAsync|getSubscriptionsAsync))/;

export function guestErrors(facts: LogFacts): Verdict {
  const findings = facts
    .pageErrors()
    .filter((error) => WATCHED.test(error.context) && !facts.registeredAt(error.entry.player, error.entry.seq))
    .map((error) => `guest ${error.entry.player}: unhandled ${error.code} from ${error.context} (${ref(error.entry)}: ${error.message})`);
  const guests = facts.sessions.filter((session) => session.ready && !facts.registeredSession(session)).length;
  return verdict(findings, guests > 0 ? [`${plural(guests, 'guest session')} watched, no unhandled notification or subscription error`] : []);
}
