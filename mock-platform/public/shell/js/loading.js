// The loading screen: the mode the team set (Auto or Manual) and, when the platform sent the
// player of the game in the frame home (Manual mode, no progress call in time), the page taken
// away and a notice in its place.
import { fill, h } from './dom.js';

/** Shows the mode of the next sessions and what it means. */
export function renderLoadingMode(screen) {
  for (const mode of ['auto', 'manual']) {
    document.querySelector(`[data-control="loading-${mode}"]`).setAttribute('aria-pressed', String(screen.mode === mode));
  }
  const seconds = screen.silenceMs / 1000;
  fill(
    '[data-testid="loading-mode"]',
    screen.mode === 'manual'
      ? `Manual: the game shows its own progress; the player is sent home after ${seconds} s with no progress call before startGameAsync. Applies from the next load.`
      : 'Auto (default): the platform needs nothing from the game while it loads. Applies from the next load.',
  );
}

/** Shows the team's setting of the platform's automatic login reminders. */
export function renderLoginReminders(enabled) {
  document.querySelector('[data-control="reminders-on"]').setAttribute('aria-pressed', String(enabled));
  document.querySelector('[data-control="reminders-off"]').setAttribute('aria-pressed', String(!enabled));
  fill(
    '[data-testid="login-reminders"]',
    enabled
      ? 'On (default): a guest sees the platform\'s login reminder 30 s after startGameAsync. A game that shows its own prompt needs them off (checklist item 3).'
      : 'Off: the game shows its own registration prompt, so the platform shows none.',
  );
}

/** The page session of the game in `frame`, as its mock platform SDK knows it (same origin), or null. */
function frameSession(frame) {
  try {
    return frame.contentWindow?.PartnerSDK?.sessionId || null;
  } catch {
    return null;
  }
}

/** The page load the platform named in the page in `frame` (same origin), or null. */
function framePageLoad(frame) {
  try {
    return frame.contentDocument?.querySelector('meta[name="partner-page-load"]')?.content || null;
  } catch {
    return null;
  }
}

/**
 * When the game in `frame` was sent home (its session, or its page before it started the SDK),
 * takes the page away (the frame is emptied and hidden) and shows the notice in its place. Stays
 * until the game is opened again.
 */
export function renderSentHome(sessions, pagesSentHome, frame) {
  const notice = document.querySelector('[data-testid="sent-home"]');
  if (!notice.hidden) return;
  const id = frameSession(frame);
  const session = id && sessions.find((s) => s.id === id && s.sentHome);
  const pageLoad = !session && framePageLoad(frame);
  const page = pageLoad && pagesSentHome.find((p) => p.pageLoad === pageLoad);
  if (!session && !page) return;
  frame.src = 'about:blank';
  frame.hidden = true;
  document.querySelector('[data-testid="sent-home-reason"]').replaceChildren(
    `The platform sent the player home: ${session ? session.sentHome.reason : page.reason}. `,
    h('code', {}, session ? `session ${session.id.slice(0, 8)}` : `page ${page.page}`),
  );
  notice.hidden = false;
}

/** Opens the game in `frame` again after it was sent home (or for the first time). */
export function openGame(frame, path) {
  document.querySelector('[data-testid="sent-home"]').hidden = true;
  frame.hidden = false;
  frame.src = path;
}
