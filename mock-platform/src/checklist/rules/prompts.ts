// 2. Guests keep progress (a save before any prompt), 3. one login prompt at a time, and
// 4. prompt guests only: read from the registration prompts the platform saw and the prompt
// calls the page reported.
import type { EventLogEntry } from '../../types.js';
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { breaksItem, pagesWithoutSdk } from './pages-without-sdk.js';

/** 2. Every prompt shown to a guest follows a save of that player's data. */
export function guestProgress(facts: LogFacts): Verdict {
  // A page without the SDK has no data.* to keep a guest's progress with.
  const findings = pagesWithoutSdk(facts).found.map((page) => breaksItem(page, "keep a guest's progress (saves go through data.*)"));
  const passes: string[] = [];
  const saves = facts.entries('saveData').filter((entry) => entry.outcome === 'ok');
  for (const prompt of facts.entries('showRegistration')) {
    if (facts.registeredAt(prompt.player, prompt.seq)) continue;
    const save = saves.find((entry) => entry.player === prompt.player && entry.seq < prompt.seq);
    if (save) passes.push(`prompt ${ref(prompt)} came after the guest's save ${ref(save)}`);
    else findings.push(`prompt ${ref(prompt)} was shown before any save of player ${prompt.player}: a guest who closes it loses their progress`);
  }
  return verdict(findings, passes);
}

/**
 * 3. A page session never opens a prompt while its previous one is still open; and a game that
 * shows its own prompt runs with the platform's automatic login reminders off (the team turns
 * them off when told): with both, a guest meets two login prompts.
 */
export function onePrompt(facts: LogFacts): Verdict {
  const findings: string[] = [];
  const passes: string[] = [];
  const ownPrompts = facts.entries('showRegistration').filter((entry) => entry.outcome === 'ok');
  const reminders = facts.entries('loginReminder');
  // Without the team's settings (a log judged on its own) only reminders the log shows count.
  const remindersOn = facts.input.settings?.loginReminders ?? false;
  if (ownPrompts.length > 0 && (remindersOn || reminders.length > 0)) {
    const shown = reminders.length ? `; the platform showed its reminder ${reminders.map(ref).join(', ')}` : '';
    findings.push(
      `the game shows its own login prompt (${ownPrompts.map(ref).join(', ')}) while the platform's automatic login reminders are on${shown}: tell the team the game shows its own prompt, so they turn the reminders off`,
    );
  } else if (ownPrompts.length > 0 && facts.input.settings) {
    passes.push('the game shows its own prompt and the platform\'s automatic login reminders are off');
  }
  for (const session of facts.sessions) {
    let open: EventLogEntry | null = null;
    for (const entry of session.entries) {
      if (entry.call === 'registrationClosed') open = null;
      if (entry.call !== 'showRegistration' || entry.outcome !== 'ok') continue;
      if (open) findings.push(`prompt ${ref(entry)} was opened while prompt ${ref(open)} was still on screen`);
      else passes.push(`prompt ${ref(entry)} was the only one on screen`);
      open = entry;
    }
  }
  return verdict(findings, passes);
}

/**
 * 4. No prompt for a registered player: neither one the platform refused nor one the page asked
 * for while registered (the SDK refuses that one before the platform hears of it, so the page's
 * report of the call is what shows it).
 */
export function promptGuestsOnly(facts: LogFacts): Verdict {
  const findings: string[] = [];
  for (const prompt of facts.entries('showRegistration')) {
    if (prompt.outcome === 'NOT_ALLOWED' || facts.registeredAt(prompt.player, prompt.seq)) {
      findings.push(`prompt ${ref(prompt)} was asked for registered player ${prompt.player}`);
    }
  }
  for (const call of facts.entries('observed.registrationPromptCall')) {
    if (call.args.mode === 'authorized') findings.push(`the game called auth.showRegistrationPrompt for registered player ${call.player} (${ref(call)})`);
  }
  const registered = facts.sessions.filter((session) => session.ready && facts.registeredSession(session));
  const passes = registered.map((session) => `session ${session.id.slice(0, 8)} of registered player ${session.player} showed no prompt`);
  return verdict(findings, passes);
}
