// The control surface over raw HTTP: bad input is a 400 naming the field, never a 500.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockPlatformApp, MockControlError } from '../../src/index.js';
import { platform } from './support.js';

const apps: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function app() {
  const made = createMockPlatformApp();
  apps.push(made);
  return made.app;
}

describe('bad input', () => {
  it.each([
    ['put', '/__mock/api/player', { registered: 'yes' }, 'registered'],
    ['put', '/__mock/api/player', { id: '' }, 'id'],
    ['post', '/__mock/api/purchases/seed', { count: 0 }, 'count'],
    ['post', '/__mock/api/purchases/seed', { count: 3, productId: 'nope' }, "no product 'nope'"],
    ['post', '/__mock/api/consume/fail-next', { count: -1 }, 'count'],
    ['put', '/__mock/api/network', { delayMs: 'slow' }, 'delayMs'],
    ['put', '/__mock/api/entry-payload', { payload: [1] }, 'payload'],
    ['post', '/__mock/api/outcomes/checkout', { choice: 'maybe' }, 'buy, close'],
    ['post', '/__mock/api/outcomes/lottery', { choice: 'buy' }, 'kind must be one of'],
    ['post', '/__mock/api/events/explode', {}, 'event must be one of'],
    ['post', '/__mock/api/subscriptions', { productId: 'nope' }, "no subscription plan 'nope'"],
    ['get', '/__mock/api/log?since=-2', undefined, 'since'],
  ] as const)('%s %s %j answers 400 naming it', async (method, path, body, named) => {
    const response = await request(app())[method](path).send(body as object);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request' });
    expect(response.body.error).toContain(named);
  });

  it('malformed JSON is a 400, an unknown pending decision a 404', async () => {
    const server = app();
    const malformed = await request(server).put('/__mock/api/player').set('content-type', 'application/json').send('{"registered":');
    expect(malformed.status).toBe(400);
    const unknown = await request(server).post('/__mock/api/pending/nope').send({ choice: 'buy' });
    expect(unknown.status).toBe(404);
  });

  it('the typed client throws MockControlError with the server reason', async () => {
    const server = await platform();
    const error = await server.control.seedPurchases(0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MockControlError);
    expect(error).toMatchObject({ status: 400, message: expect.stringContaining('count') });
  });
});

describe('state', () => {
  it('switches players: a new id starts as a guest with no data; the old player keeps theirs', async () => {
    const server = await platform();
    await server.control.setPlayer({ registered: true });
    expect(await server.control.setPlayer({ id: 'player-9' })).toEqual({ id: 'player-9', registered: false, name: null });
    expect((await server.control.state()).players.map((p) => [p.id, p.registered])).toEqual([
      ['player-1', true],
      ['player-9', false],
    ]);
  });

  it('seeds more than 50 pending purchases, oldest first, each listed with its signedRequest for a backend, none in the shell\'s view', async () => {
    const server = await platform();
    const seeded = await server.control.seedPurchases(120, 'gems_500');
    expect(seeded).toHaveLength(120);
    expect(new Set(seeded.map((p) => p.purchaseToken)).size).toBe(120);
    expect(Object.keys(seeded[0]!).sort()).toEqual(['productId', 'purchaseToken', 'purchasedAt', 'signedRequest']);
    expect(Object.keys((await server.control.state()).purchases[0]!).sort()).toEqual(['productId', 'purchaseToken', 'purchasedAt']);
  });

  it('the event log never holds a signed value', async () => {
    const server = await platform();
    await server.control.seedPurchases(2);
    const body = JSON.stringify(await server.control.getEvents());
    expect(body).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });

  it('an outcome set beforehand is used once; a later step waits for the posted choice', async () => {
    const server = await platform();
    await server.control.setOutcome('share', 'close', 2);
    expect((await server.control.state()).pending).toEqual([]);
    await server.control.clearOutcomes();
    expect((await server.control.getPending())).toEqual([]);
  });
});
