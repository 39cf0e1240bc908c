import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startService, type TestService } from './support.js';

let service: TestService;
let key: string;

beforeAll(async () => {
  service = await startService({ now: () => new Date('2026-11-21T08:00:00.123Z') });
  key = await service.createKey('acme');
});
afterAll(() => service.stop());

const create = (body: unknown) => call(service, 'POST', '/api/v1/games', key, body);
const patch = async (gameId: string, body: unknown) => call(service, 'PATCH', `/api/v1/games/${gameId}`, key, body);

describe('POST /api/v1/games', () => {
  it('answers 201 with the game in the success envelope and the spec defaults', async () => {
    const answer = await create({ name: 'Orbit' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        name: 'Orbit',
        description: null,
        team_id: 'acme',
        engine: null,
        category: null,
        tags: [],
        orientation: 'both',
        created_at: '2026-11-21T08:00:00.123Z',
      },
    });
  });

  it('stores every field given, at the limits', async () => {
    const tags = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(50, 'x'));
    const body = { name: 'Farm', description: 'Grow things', engine: 'unity', category: 'c'.repeat(100), tags, orientation: 'portrait' };
    const answer = await create(body);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject(body);
  });

  it.each([
    [{}, 'name', 'name is required'],
    [{ name: '   ' }, 'name', 'name must not be blank'],
    [{ name: 7 }, 'name', 'name must be a string'],
    [{ name: 'X', description: 5 }, 'description', 'description must be a string or null'],
    [{ name: 'X', category: 'c'.repeat(101) }, 'category', 'category must be at most 100 characters'],
    [{ name: 'X', tags: 'arcade' }, 'tags', 'tags must be an array of strings'],
    [{ name: 'X', tags: Array.from({ length: 21 }, () => 't') }, 'tags', 'tags must have at most 20 entries'],
    [{ name: 'X', tags: ['t'.repeat(51)] }, 'tags', 'tags entries must be at most 50 characters each'],
    [{ name: 'X', orientation: 'sideways' }, 'orientation', 'orientation must be one of portrait, landscape, both'],
    [{ name: 'X', orientation: null }, 'orientation', 'orientation must be one of portrait, landscape, both'],
  ])('answers 400 VALIDATION_FAILED naming the field for %j', async (body, field, message) => {
    const answer = await create(body);
    expect(answer).toEqual({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', error: message, field } });
  });

  it('returns the accepted engines in the error for a rejected engine', async () => {
    const answer = await create({ name: 'X', engine: 'godot' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'engine',
      error: 'engine must be one of unity, defold, playcanvas, cocos, vanilla, other (or null)',
      accepted: ['unity', 'defold', 'playcanvas', 'cocos', 'vanilla', 'other'],
    });
  });

  it('reports the first failing field in field order when several fail', async () => {
    const answer = await create({ name: '', engine: 'godot', tags: 3 });
    expect(answer.body.field).toBe('name');
  });

  it('answers 400 VALIDATION_FAILED for a body that is not JSON or not an object', async () => {
    const response = await fetch(`${service.url}/api/v1/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', error: 'the request body is not valid JSON', field: 'body' });
    expect((await create(['Orbit'])).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body' });
    const text = await fetch(`${service.url}/api/v1/games`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: 'name=Orbit' });
    expect(await text.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body' });
  });

  it('answers 400 VALIDATION_FAILED for a JSON body over 100 KB', async () => {
    const answer = await create({ name: 'X', description: 'd'.repeat(200 * 1024) });
    expect(answer).toEqual({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', error: 'the request body is too large', field: 'body' } });
  });

  it('ignores fields the client may not set', async () => {
    const answer = await create({ name: 'Mine', team_id: 'rival', id: 'chosen', created_at: '2000-01-01T00:00:00.000Z' });
    expect(answer.body.data).toMatchObject({ team_id: 'acme', created_at: '2026-11-21T08:00:00.123Z' });
    expect(answer.body.data.id).not.toBe('chosen');
  });
});

describe('PATCH /api/v1/games/:gameId', () => {
  it('changes only the fields sent and answers 200 inside the success envelope', async () => {
    const game = (await create({ name: 'Orbit', description: 'Space', engine: 'cocos', tags: ['a'] })).body.data;
    const answer = await patch(game.id, { description: null, tags: [], orientation: 'landscape' });
    expect(answer).toEqual({ status: 200, body: { success: true, data: { ...game, description: null, tags: [], orientation: 'landscape' } } });
    const again = await patch(game.id, { name: 'Orbit 2' });
    expect(again.body.data).toEqual({ ...game, name: 'Orbit 2', description: null, tags: [], orientation: 'landscape' });
  });

  it('answers 400 NO_UPDATABLE_FIELDS for a body without an updatable field', async () => {
    const game = (await create({ name: 'Orbit' })).body.data;
    for (const body of [{}, { id: 'x', team_id: 'rival', created_at: 'now' }]) {
      const answer = await patch(game.id, body);
      expect(answer).toEqual({
        status: 400,
        body: { success: false, code: 'NO_UPDATABLE_FIELDS', error: 'the body has no updatable field (send any of name, description, engine, category, tags, orientation)' },
      });
    }
  });

  it('validates the fields sent like create does', async () => {
    const game = (await create({ name: 'Orbit' })).body.data;
    expect((await patch(game.id, { name: '' })).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
    expect((await patch(game.id, { engine: 'godot' })).body).toMatchObject({ code: 'VALIDATION_FAILED', accepted: expect.any(Array) });
  });

  it('answers 400 VALIDATION_FAILED, not 500, for a game id that is not valid percent-encoding', async () => {
    const answer = await patch('%E0%A4%A', { name: 'X' });
    expect(answer).toEqual({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', error: 'the request is malformed', field: 'path' } });
    expect((await call(service, 'POST', '/api/v1/games/%ZZ/builds', key)).status).toBe(400);
    expect((await fetch(`${service.url}/uploads/%ZZ/b/index.html`)).status).toBe(400);
  });

  it('answers 404 GAME_NOT_FOUND for a game that does not exist, before looking at the body', async () => {
    const answer = await patch('no-such-game', {});
    expect(answer).toEqual({ status: 404, body: { success: false, code: 'GAME_NOT_FOUND', error: 'no game with id no-such-game' } });
  });
});
