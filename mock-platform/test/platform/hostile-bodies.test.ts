// No body breaks the monitor: every value read from an observe or platform SDK body is checked
// for its type at the edge (a wrong type answers 400 BAD_ARGUMENT and is never logged), the
// checklist renders whatever a log holds, and the JSON depth limit holds before parsing.
import { describe, expect, it, vi } from 'vitest';
import { evaluateChecklist } from '../../src/checklist/index.js';
import { MAX_JSON_DEPTH } from '../../src/serving/json-limits.js';
import { LogBuilder } from '../checklist/log-builder.js';
import { mockSdk, platform } from './support.js';

/** An object that String() cannot turn into text: its toString is not a function. */
const HOSTILE = { toString: 1 };

async function post(url: string, path: string, body: unknown, session?: string) {
  const response = await fetch(`${url}/partner-platform/v1/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { 'x-partner-session': session } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
}

describe('observe bodies are checked for their types at the edge', () => {
  it('an unhandledError whose code is an object answers 400 BAD_ARGUMENT, is not logged, and the checklist keeps answering', async () => {
    const server = await platform();
    const before = (await server.control.getEvents()).length;
    const answer = await post(server.url, 'observe', { kind: 'unhandledError', detail: { code: HOSTILE } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_ARGUMENT', message: expect.stringContaining('detail.code') });
    expect((await server.control.getEvents()).length).toBe(before);
    expect((await fetch(`${server.url}/__mock/api/checklist`)).status).toBe(200);
  });

  it('a kind that is an object, or no known kind, answers 400 BAD_ARGUMENT', async () => {
    const server = await platform();
    for (const body of [{ kind: HOSTILE }, { kind: 'unhandledErrorX', detail: {} }, { detail: {} }, [], 'null']) {
      const answer = await post(server.url, 'observe', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.code).toBe('BAD_ARGUMENT');
    }
    expect((await server.control.getEvents()).filter((entry) => entry.call.startsWith('observed.'))).toEqual([]);
  });

  it('a well-formed observation is logged with its checked detail only', async () => {
    const server = await platform();
    const answer = await post(server.url, 'observe', { kind: 'externalLink', detail: { href: 'https://example.com/', extra: HOSTILE } });
    expect(answer.status).toBe(200);
    expect((await server.control.getEvents()).at(-1)).toMatchObject({ call: 'observed.externalLink', args: { href: 'https://example.com/' } });
    expect((await server.control.getEvents()).at(-1)!.args).not.toHaveProperty('extra');
  });
});

describe('platform SDK call bodies are checked for their types at the edge', () => {
  it.each([
    ['botAvatarUrl', { username: 'ann', size: HOSTILE }, 'size'],
    ['botAvatarUrl', { username: HOSTILE, size: 64 }, 'username'],
    ['purchase', { productId: HOSTILE }, 'productId'],
    ['consume', { purchaseToken: ['t'] }, 'purchaseToken'],
    ['cancelNotification', { id: 7 }, 'id'],
    ['scheduleNotification', { notification: { id: 'n', title: 't', body: 'b', day: 1, imageAssetId: HOSTILE } }, 'notification.imageAssetId'],
    ['scheduleNotification', { notification: 'n' }, 'notification'],
    ['login', { promptId: HOSTILE }, 'promptId'],
    ['registrationOutcome', { promptId: null }, 'promptId'],
    ['shareImage', { intent: HOSTILE, image: 'data:image/png;base64,AAAA' }, 'intent'],
    ['loadingProgress', { percent: '50' }, 'percent'],
    ['init', { page: HOSTILE }, 'page'],
    ['loadData', [], 'body'],
  ])('%s with %j answers 400 BAD_ARGUMENT naming %s, and logs nothing', async (op, body, field) => {
    const server = await platform();
    const session = (await mockSdk(server).init()) && (await server.control.getSessions())[0]!.id;
    await server.control.setPlayer({ registered: true });
    const before = (await server.control.getEvents()).length;
    const answer = await post(server.url, op, body, session);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_ARGUMENT', message: expect.stringContaining(`${field}:`) });
    expect((await server.control.getEvents()).length).toBe(before);
    for (const path of ['/state', '/log', '/checklist']) expect((await fetch(`${server.url}/__mock/api${path}`)).status, path).toBe(200);
  });

  it('a value of the right type the platform refuses stays a logged platform outcome (200 BAD_ARGUMENT)', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await expect(sdk.purchase('')).rejects.toMatchObject({ code: 'BAD_ARGUMENT' });
    expect((await server.control.getEvents()).at(-1)).toMatchObject({ call: 'purchase', outcome: 'BAD_ARGUMENT' });
  });
});

describe('the checklist renders whatever the log holds', () => {
  it('judges entries whose stored values are objects, arrays or hostile objects without throwing', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('observed.unhandledError', { args: { code: HOSTILE, context: ['notifications.scheduleAsync'], message: { a: 1 } }, outcome: 'observed' });
    b.add('observed.externalLink', { args: { href: HOSTILE }, outcome: 'observed' });
    b.add('rootAbsoluteRequest', { session: null, args: { path: HOSTILE }, outcome: 'not found' });
    b.add('scheduleNotification', { args: { id: HOSTILE, body: HOSTILE, bodyLength: HOSTILE, day: HOSTILE, image: HOSTILE } });
    b.add('cancelNotification', { args: { id: HOSTILE } });
    b.add('control.setPlayer', { session: null, args: { id: HOSTILE, registered: true } });
    b.add('subscriptions', { args: { productId: HOSTILE, status: 'active' } });
    const report = evaluateChecklist(b.input(60_000));
    expect(report.items).toHaveLength(11);
    const evidence = report.items.flatMap((item) => item.evidence).join('\n');
    expect(evidence).toContain('the page opened an external link to {"toString":1}');
    expect(evidence).toContain('root-absolute request for {"toString":1}');
  });
});

describe('JSON depth is limited while parsing, not after', () => {
  it(`a 5 MB body nested deeper than ${MAX_JSON_DEPTH} is refused with 400 before JSON.parse runs on it`, async () => {
    const server = await platform();
    const deep = '['.repeat(2_500_000) + ']'.repeat(2_500_000);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (const [path, shape] of [['/partner-platform/v1/api/saveData', 'platform'], ['/__mock/api/entry-payload', 'control']] as const) {
        const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"data":${deep}}` });
        expect(response.status, path).toBe(400);
        const body = await response.json();
        expect(shape === 'platform' ? body.error.message : body.error).toBe(`the JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`);
      }
      expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1_000_000)).toBe(false);
    } finally {
      parse.mockRestore();
    }
  });

  it('brackets inside strings do not count, so deep-looking text within the limit is accepted', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await sdk.saveData({ text: '['.repeat(1000), escaped: '\\"[[[[' });
    expect(await sdk.loadData()).toEqual({ text: '['.repeat(1000), escaped: '\\"[[[[' });
  });
});
