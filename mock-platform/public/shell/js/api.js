// The shell is a client of the mock platform's control surface: it reads the state and the
// checklist, and posts the player's decisions and the panel's settings.

const BASE = '/__mock/api';

/** A control surface answer that was not 2xx, with the server's message. */
export class ControlFailure extends Error {}

async function request(method, path, body) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    // Always JSON, also without a body: the mock refuses any other state-changing request.
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    cache: 'no-store',
  });
  const value = await response.json().catch(() => null);
  if (!response.ok) throw new ControlFailure(value?.error ?? `${method} ${path}: HTTP ${response.status}`);
  return value;
}

export const api = {
  state: () => request('GET', '/state'),
  checklist: (since = 0) => request('GET', `/checklist?since=${since}`),
  log: (since) => request('GET', `/log?since=${since}`),
  setPlayer: (player) => request('PUT', '/player', player),
  answer: (id, choice) => request('POST', `/pending/${encodeURIComponent(id)}`, { choice }),
  fire: (event) => request('POST', `/events/${event}`),
  setEntryPayload: (payload) => request('PUT', '/entry-payload', { payload }),
  setLoadingMode: (mode) => request('PUT', '/loading-mode', { mode }),
  setLoginReminders: (enabled) => request('PUT', '/login-reminders', { enabled }),
};
