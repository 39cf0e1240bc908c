// The farm's screen: reads the farm and the session's offers, draws them, and turns taps into
// calls of the handlers it is given. It knows nothing of the SDK.
import { cropSvg } from './art.js';
import { stageOf } from './farm.js';

/**
 * @typedef {{ product: { price: string } | null, club: { kind: string, text?: string }, guest: boolean, paused: boolean }} Offers
 * @typedef {{ tap(index: number): void, sow(): void, buy(): void, join(): void, register(): void, share(): void }} Handlers
 */

/** Builds the screen inside `root` and returns `render(farm, offers)` and `say(text)`. */
export function createView(root, handlers) {
  const doc = root.ownerDocument;
  root.innerHTML = `
    <header class="bar">
      <span class="coins" data-testid="coins">0</span>
      <span class="badge" data-testid="club-perk" hidden>Farm Club ×2</span>
      <span class="charges" data-testid="rare-seeds">0</span>
    </header>
    <main class="field" data-testid="field"></main>
    <nav class="actions">
      <button type="button" data-action="sow" data-testid="sow">Sow rare seeds</button>
      <button type="button" data-action="buy" data-testid="buy" hidden>Buy seed pack</button>
      <button type="button" data-action="join" data-testid="join-club" hidden>Join Farm Club</button>
      <button type="button" data-action="register" data-testid="register" hidden>Keep my farm</button>
      <button type="button" data-action="share" data-testid="share">Share my farm</button>
    </nav>
    <p class="message" data-testid="message" role="status"></p>
    <div class="paused" data-testid="paused" hidden>Paused</div>`;
  const field = root.querySelector('.field');
  const plots = [];
  for (let index = 0; index < 6; index += 1) {
    const plot = doc.createElement('button');
    plot.type = 'button';
    plot.className = 'plot';
    plot.dataset.testid = `plot-${index}`;
    plot.addEventListener('click', () => handlers.tap(index));
    field.append(plot);
    plots.push(plot);
  }
  root.querySelector('.actions').addEventListener('click', (event) => {
    const action = event.target.closest('button')?.dataset.action;
    if (action) handlers[action]();
  });
  const part = (testid) => root.querySelector(`[data-testid="${testid}"]`);

  return {
    render(farm, offers, now = Date.now()) {
      part('coins').textContent = `${farm.coins} ${farm.coins === 1 ? 'coin' : 'coins'}`;
      part('rare-seeds').textContent = `${farm.rareSeeds} rare seeds`;
      farm.plots.forEach((plot, index) => {
        const stage = stageOf(plot, now);
        if (plots[index].dataset.stage === stage) return;
        plots[index].dataset.stage = stage;
        plots[index].setAttribute('aria-label', `plot ${index + 1}: ${stage}`);
        plots[index].innerHTML = cropSvg(stage);
      });
      part('club-perk').hidden = offers.club.kind !== 'perk';
      const join = part('join-club');
      join.hidden = offers.club.kind !== 'offer';
      join.textContent = offers.club.kind === 'offer' ? `Join Farm Club: ${offers.club.text}` : '';
      const buy = part('buy');
      buy.hidden = offers.product === null;
      buy.textContent = offers.product ? `Buy 10 rare seeds ${offers.product.price}` : '';
      part('register').hidden = !offers.guest;
      part('paused').hidden = !offers.paused;
    },
    say(text) {
      part('message').textContent = text;
    },
  };
}
