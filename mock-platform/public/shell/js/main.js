// The platform shell: the game in an iframe, the platform's screens over it, and the panel.
// It polls the control surface twice a second and posts what the person at the screen decides.
import { api } from './api.js';
import { renderChecklist } from './checklist.js';
import { openGame, renderLoadingMode, renderLoginReminders, renderSentHome } from './loading.js';
import { refreshLog } from './log.js';
import { renderOverlay } from './overlay.js';
import { renderPanel } from './panel.js';

const POLL_MS = 500;
const frame = document.querySelector('[data-testid="game-frame"]');
const errorLine = document.querySelector('[data-testid="shell-error"]');
const payloadBox = document.querySelector('[data-testid="entry-payload"]');
const payloadStatus = document.querySelector('[data-testid="entry-payload-status"]');
const sentHomeNotice = document.querySelector('[data-testid="sent-home"]');
let path = null;
// The checklist judges what was logged after this entry: the shell's fresh-window button moves it.
let checklistSince = 0;
let lastSeq = 0;

function showError(error) {
  errorLine.textContent = error instanceof Error ? error.message : String(error);
  errorLine.hidden = false;
}

/**
 * The game page to show, from `?game=`: a path on this server, or a page of the mock's content
 * origin (this host, another port: uploaded builds), never another site.
 */
function gamePath() {
  const game = new URLSearchParams(location.search).get('game');
  if (!game) throw new Error('Give the game page as ?game=<path>, for example ?game=/play/farm/index.html');
  const url = new URL(game, location.origin);
  if (url.origin !== location.origin && (url.protocol !== 'http:' || url.hostname !== location.hostname || !/^https?:\/\//.test(game))) {
    throw new Error(`?game must be a path on this server, such as /play/farm/index.html; got ${game}`);
  }
  if (url.origin === location.origin && (!game.startsWith('/') || game.startsWith('//'))) throw new Error(`?game must be a path on this server, such as /play/farm/index.html; got ${game}`);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** `player-` and 8 hex digits; getRandomValues works on plain http too, unlike randomUUID. */
function newPlayerId() {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `player-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Loads the game again; after it was sent home, opens it again in place of the notice. */
function reloadGame() {
  if (!sentHomeNotice.hidden && path) openGame(frame, path);
  else {
    // A game on the content origin is another origin: its location can only be set, not reloaded.
    try {
      frame.contentWindow?.location.reload();
    } catch {
      frame.src = frame.src;
    }
  }
}

const controls = {
  guest: () => api.setPlayer({ registered: false }).then(reloadGame),
  registered: () => api.setPlayer({ registered: true }).then(reloadGame),
  'new-player': () => api.setPlayer({ id: newPlayerId(), registered: false }).then(reloadGame),
  pause: () => api.fire('pause'),
  resume: () => api.fire('resume'),
  exitRequested: () => api.fire('exitRequested'),
  reload: async () => reloadGame(),
  'reminders-on': () => api.setLoginReminders(true),
  'reminders-off': () => api.setLoginReminders(false),
  'checklist-fresh': async () => {
    checklistSince = lastSeq;
    document.querySelector('[data-testid="checklist-window"]').textContent = `judging what happened after event #${lastSeq}`;
  },
  reopen: async () => reloadGame(),
  // The mode applies from the next session, so the game loads again in it.
  'loading-auto': () => api.setLoadingMode('auto').then(reloadGame),
  'loading-manual': () => api.setLoadingMode('manual').then(reloadGame),
  'set-payload': async () => {
    const text = payloadBox.value.trim();
    let payload;
    try {
      payload = text === '' ? null : JSON.parse(text);
    } catch (error) {
      payloadStatus.textContent = `Not JSON: ${error.message}`;
      return;
    }
    if (payload !== null && (typeof payload !== 'object' || Array.isArray(payload))) {
      payloadStatus.textContent = 'The entry payload must be a JSON object';
      return;
    }
    await api.setEntryPayload(payload);
    payloadStatus.textContent = payload ? 'Set: the game gets it on its next load' : 'Cleared';
  },
  'clear-payload': async () => {
    payloadBox.value = '';
    await api.setEntryPayload(null);
    payloadStatus.textContent = 'Cleared';
  },
};

document.addEventListener('click', (event) => {
  const name = event.target.closest?.('[data-control]')?.dataset.control;
  if (name) controls[name]().catch(showError);
});

async function poll() {
  try {
    const [state, report] = await Promise.all([api.state(), api.checklist(checklistSince), refreshLog()]);
    lastSeq = report.lastSeq;
    renderPanel(state);
    renderLoadingMode(state.loadingScreen);
    renderLoginReminders(state.loginReminders);
    renderSentHome(state.sessions, state.pagesSentHome, frame);
    renderOverlay(state.pending, showError);
    renderChecklist(report);
    if (document.activeElement !== payloadBox && payloadBox.dataset.shown !== JSON.stringify(state.entryPayload)) {
      payloadBox.dataset.shown = JSON.stringify(state.entryPayload);
      payloadBox.value = state.entryPayload ? JSON.stringify(state.entryPayload) : '';
    }
    errorLine.hidden = true;
  } catch (error) {
    showError(`The mock platform did not answer: ${error.message}`);
  } finally {
    setTimeout(poll, POLL_MS);
  }
}

try {
  path = gamePath();
  document.querySelector('[data-testid="game-path"]').textContent = path;
  openGame(frame, path);
} catch (error) {
  showError(error);
}
void poll();
