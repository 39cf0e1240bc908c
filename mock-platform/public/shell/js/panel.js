// The side panel: the player, their data usage, their notifications by day, pending purchases
// and subscriptions, as the mock platform's state holds them.
import { fill, h } from './dom.js';

/** Redraws the panel from a `/state` answer. */
export function renderPanel(state) {
  const { player } = state;
  fill(
    '[data-testid="player"]',
    h('p', {}, h('span', { class: `badge ${player.registered ? 'ok' : 'guest'}`, 'data-testid': 'player-mode' }, player.registered ? 'registered' : 'guest'), ' ', h('code', { 'data-testid': 'player-id' }, player.id)),
  );
  const used = state.data.bytes / state.data.limitBytes;
  fill(
    '[data-testid="data-usage"]',
    h('meter', { min: 0, max: 1, value: used, high: 0.8, 'aria-label': 'data used' }),
    h('p', { class: 'hint' }, `${state.data.bytes.toLocaleString('en-US')} of ${state.data.limitBytes.toLocaleString('en-US')} bytes (${(used * 100).toFixed(2)} %)`),
  );
  fill('[data-testid="notifications"]', dayChips(state.notifications.days));
  fill('[data-testid="notification-list"]', noteLines(state.notifications.days));
  fill(
    '[data-testid="purchases"]',
    state.purchases.length === 0
      ? h('p', { class: 'hint' }, 'No pending purchases')
      : h('p', {}, `${state.purchases.length} pending: `, summarise(state.purchases.map((p) => p.productId))),
  );
  fill(
    '[data-testid="subscriptions"]',
    h('ul', { class: 'plain' }, state.subscriptions.map((s) => h('li', {}, h('code', {}, s.productId), ' ', h('span', { class: `badge ${s.active ? 'ok' : ''}` }, s.status), s.trialEligible ? ' · trial available' : ''))),
  );
}

/** One chip per day, D0 to D7, with how many notifications it holds. */
function dayChips(days) {
  return Object.entries(days).map(([day, list]) =>
    h('li', { class: list.length ? 'filled' : 'empty', 'data-day': day, title: list.length ? `${list.length} on day ${day}` : `nothing on day ${day}` }, h('strong', {}, `D${day}`), h('span', {}, String(list.length))),
  );
}

/** The scheduled notifications, by day: image or not, title, body and its length. */
function noteLines(days) {
  const notes = Object.entries(days).flatMap(([day, list]) => list.map((n) => ({ day, ...n })));
  if (notes.length === 0) return [h('li', { class: 'hint' }, 'Nothing scheduled')];
  return notes.map((n) =>
    h('li', { title: n.body }, h('span', { class: 'day' }, `D${n.day}`), h('span', { class: `badge ${n.image ? 'ok' : 'bad'}` }, n.image ? 'image' : 'no image'), ' ', h('strong', {}, n.title), ` ${n.body} `, h('span', { class: 'hint' }, `(${[...n.body].length})`)),
  );
}

/** "3 × seeds_pack, 1 × gems_100". */
function summarise(ids) {
  const counts = new Map();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => `${count} × ${id}`).join(', ');
}
