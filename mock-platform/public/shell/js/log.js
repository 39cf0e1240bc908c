// The newest entries of the platform's event log: what the game called and what the platform
// answered, read a little at a time (only entries after the last one shown).
import { api } from './api.js';
import { h } from './dom.js';

const SHOWN = 30;
let lastSeq = 0;

/** Adds the entries logged since the last call to the top of the list, keeping the newest SHOWN. */
export async function refreshLog() {
  const entries = await api.log(lastSeq);
  if (entries.length === 0) return;
  lastSeq = entries.at(-1).seq;
  // The platform's automatic login reminder appears over the game for a few seconds.
  if (entries.some((entry) => entry.call === 'loginReminder')) {
    const reminder = document.querySelector('[data-testid="login-reminder"]');
    reminder.hidden = false;
    setTimeout(() => (reminder.hidden = true), 5000);
  }
  const list = document.querySelector('[data-testid="event-log"]');
  list.prepend(...entries.slice(-SHOWN).reverse().map(line));
  while (list.children.length > SHOWN) list.lastElementChild.remove();
}

function line(entry) {
  const failed = !['ok', 'observed', 'sent', 'bought', 'registered', 'shared'].includes(entry.outcome);
  return h(
    'li',
    { value: entry.seq, class: failed ? 'failed' : '' },
    h('code', {}, entry.call),
    ' ',
    h('span', { class: 'hint' }, summary(entry.args)),
    ' → ',
    h('span', { class: 'outcome' }, entry.outcome),
  );
}

/** A short form of the arguments, such as `id=farm-day-1 day=1`. */
function summary(args) {
  return Object.entries(args)
    .filter(([, value]) => value !== null && typeof value !== 'object')
    .map(([key, value]) => `${key}=${String(value).slice(0, 40)}`)
    .join(' ');
}
