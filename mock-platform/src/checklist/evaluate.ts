// The launch checklist monitor: the spec's 11 items, each judged from the event log and the
// players' state by its own rule.
import { LogFacts } from './evaluation/facts.js';
import type { Verdict } from './evaluation/verdict.js';
import { firstLoad } from './rules/first-load.js';
import { guestErrors } from './rules/guest-errors.js';
import { heldSubscription } from './rules/held-subscription.js';
import { notifications } from './rules/notifications.js';
import { noExternalLinks } from './rules/outside-calls.js';
import { guestProgress, onePrompt, promptGuestsOnly } from './rules/prompts.js';
import { purchasesRecovered } from './rules/purchases.js';
import { relativePaths } from './rules/relative-paths.js';
import { saveOnExit } from './rules/save-on-exit.js';
import type { ChecklistInput, ChecklistKey, ChecklistReport } from './types.js';

/** The spec's launch checklist, in its order, with the rule that judges each item. */
export const CHECKLIST: ReadonlyArray<{ key: ChecklistKey; title: string; rule: (facts: LogFacts) => Verdict; awaiting: string }> = [
  { key: 'first-load', title: 'First load completes in under 10 seconds', rule: firstLoad, awaiting: 'passes when a page session calls startGameAsync within 10 s of the page starting to load' },
  { key: 'guest-progress', title: 'Guests keep progress: save with data.* as a guest before any login prompt', rule: guestProgress, awaiting: 'judged when a guest saves or is shown a login prompt' },
  { key: 'one-prompt', title: 'One login prompt at a time', rule: onePrompt, awaiting: 'judged when a login prompt is shown' },
  { key: 'prompt-guests-only', title: 'Prompt guests only', rule: promptGuestsOnly, awaiting: 'passes when a registered player\'s session starts and shows no prompt (register in the shell, or setPlayer({ registered: true })); a prompt shown to a guest is what this item allows' },
  { key: 'notifications', title: 'A notification a day for D1 to D7 once registered, with images and varied copy; bodies at most 100 characters', rule: notifications, awaiting: 'judged once a registered player\'s session has run 15 s after startGameAsync' },
  { key: 'purchases-recovered', title: 'Purchases recovered and granted exactly once at startup', rule: purchasesRecovered, awaiting: 'passes 15 s after start-up when the pending purchases were listed and consumed (seed some on the panel to see it)' },
  { key: 'held-subscription', title: 'A held subscription is never offered again', rule: heldSubscription, awaiting: 'judged 15 s after start-up of a session of a player who holds a plan' },
  { key: 'save-on-exit', title: 'Progress saved on exit', rule: saveOnExit, awaiting: 'judged when the platform asks the game to exit (the panel\'s exitRequested)' },
  { key: 'no-external-links', title: 'No external links, calls to action or outside sign-up prompts; no vibrations', rule: noExternalLinks, awaiting: 'passes 15 s after start-up with no external link or vibration observed' },
  { key: 'relative-paths', title: 'Relative paths only (no root-absolute paths)', rule: relativePaths, awaiting: 'passes once a page session has loaded with no root-absolute request' },
  { key: 'guest-errors', title: 'A guest triggers no unhandled notification or subscription errors', rule: guestErrors, awaiting: 'passes once a guest\'s session has started with no unhandled error' },
];

/**
 * Judges every item of the launch checklist.
 * @example
 * const report = evaluateChecklist({ log: state.log, players, now: new Date() });
 * report.items.filter((item) => item.status === 'finding');
 */
export function evaluateChecklist(input: ChecklistInput): ChecklistReport {
  const facts = new LogFacts(input);
  const items = CHECKLIST.map(({ key, title, rule, awaiting }, index) => {
    const judged = rule(facts);
    // An item that cannot pass yet says what it waits for and when it can pass.
    const evidence = judged.status === 'not-observed' ? [...judged.evidence, awaiting] : judged.evidence;
    return { id: index + 1, key, title, status: judged.status, evidence };
  });
  return {
    generatedAt: input.now.toISOString(),
    lastSeq: input.log.at(-1)?.seq ?? 0,
    findings: items.filter((item) => item.status === 'finding').length,
    items,
  };
}
