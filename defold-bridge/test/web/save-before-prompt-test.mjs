// Launch checklist item 2 through the JS library: a game's Lua calls sdk.data_set_string and then
// sdk.auth_show_registration_prompt in one frame, which the extension hands to the JS library as
// two synchronous calls in one JS task (GameSdkJs_CallSync). Here the relay program makes the same
// two calls in one task, on the mock platform's page with the real browser script, and the
// platform must see the save before the prompt and judge item 2 held.
// usage: node save-before-prompt-test.mjs <page-url>   (a guest's page on the mock platform;
// after run.mjs linked build/relay.cjs); prints "N passed, N failed"
import { openRelayPage, withStrings } from './relay-page.mjs';
import { createChecks } from './checks.mjs';

const pageUrl = process.argv[2];
if (!pageUrl) {
  console.error('usage: node save-before-prompt-test.mjs <page-url>');
  process.exit(2);
}
const WAIT_MS = 20_000;
const delivered = new Map();
const { relay } = await openRelayPage(pageUrl, (message) => {
  if (message.type === 'deliver') delivered.set(message.id, message.json);
});

const control = async (path) => {
  const response = await fetch(new URL(`/__mock/api${path}`, pageUrl));
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return response.json();
};
const until = async (what, check) => {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const call = async (id, method) => {
  withStrings(relay, [method, '[]'], (m, a) => relay._relay_call(id, m, a));
  const json = await until(`answer to ${method}`, () => delivered.get(id));
  if (!JSON.parse(json).ok) throw new Error(`${method} failed: ${json}`);
};
const callSync = (id, method, args) => {
  const answer = withStrings(relay, [method, JSON.stringify(args)], (m, a) => relay._relay_call_sync(id, m, a));
  try {
    return JSON.parse(relay.UTF8ToString(answer));
  } finally {
    relay._relay_free(answer);
  }
};

const { test, counts } = createChecks();
function eq(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

relay._relay_start();
await call(1, 'initializeAsync');
await call(2, 'startGameAsync');
const since = (await control('/log')).at(-1).seq;

await test('a save and the registration prompt in one task: both accepted at once', async () => {
  eq(callSync(3, 'data.setString', ['save', '{"level":3}']), { ok: true }, 'data.setString');
  eq(callSync(4, 'auth.showRegistrationPrompt', [{ message: 'Text {{registrationCode}} to keep your farm' }]).ok, true, 'auth.showRegistrationPrompt');
});

await test('the platform saw the save before the prompt', async () => {
  const order = await until('save and prompt on the platform', async () => {
    const calls = (await control(`/log?since=${since}`)).map((entry) => entry.call).filter((c) => c === 'saveData' || c === 'showRegistration');
    return calls.length >= 2 ? calls : undefined;
  });
  eq(order, ['saveData', 'showRegistration'], 'order');
});

await test('checklist item 2 (guests keep progress) holds', async () => {
  const item = (await control(`/checklist?since=${since}`)).items.find((entry) => entry.key === 'guest-progress');
  if (/before any save/.test(item.evidence.join('\n'))) throw new Error(item.evidence.join('; '));
  eq(item.status, 'pass', 'guest-progress');
});

relay._relay_stop();
console.log(`${counts.passed} passed, ${counts.failed} failed`);
// Exit without closing the page: its platform long poll would only be aborted noisily.
process.exit(counts.failed === 0 ? 0 : 1);
