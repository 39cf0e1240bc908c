// 8. Progress saved on exit: once exitRequested was sent to the player's pages, a save of that
// player reaches the platform within EXIT_SAVE_WINDOW_MS.
import { ref, type LogFacts } from '../evaluation/facts.js';
import { EXIT_SAVE_WINDOW_MS } from '../evaluation/limits.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { breaksItem, pagesWithoutSdk } from './pages-without-sdk.js';

export function saveOnExit(facts: LogFacts): Verdict {
  // A page without the SDK never hears exitRequested and has no data.* to save with.
  const findings = pagesWithoutSdk(facts).found.map((page) => breaksItem(page, 'save progress on exit (exitRequested and data.* come with the SDK)'));
  const passes: string[] = [];
  const waiting: string[] = [];
  const now = facts.input.now.getTime();
  const saves = facts.entries('saveData');
  for (const exit of facts.entries('event.exit')) {
    const live = facts.sessions.some((session) => session.player === exit.player && session.ready && session.ready.seq < exit.seq);
    if (!live) continue; // no game of this player was running to hear it
    const deadline = Date.parse(exit.at) + EXIT_SAVE_WINDOW_MS;
    const save = saves.find((entry) => entry.player === exit.player && entry.seq > exit.seq && entry.outcome === 'ok' && Date.parse(entry.at) <= deadline);
    if (save) passes.push(`exitRequested ${ref(exit)} was followed by save ${ref(save)}`);
    else if (now >= deadline) findings.push(`exitRequested ${ref(exit)} was not followed by a save of player ${exit.player} within ${EXIT_SAVE_WINDOW_MS / 1000} s`);
    else waiting.push(`exitRequested ${ref(exit)}: waiting for the save`);
  }
  return verdict(findings, passes, waiting);
}
