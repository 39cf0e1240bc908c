// The mock platform's verify routes trust the public development key because the mock names
// development mode explicitly (developmentKeyStore()); it refuses to start where that key must
// never be trusted (NODE_ENV=production), and its tokens carry the development key id.
import { afterEach, expect, it } from 'vitest';
import { DEV_PLATFORM_KEY_ID, DevelopmentModeRefusedError } from '@gamesdk/verify-server';
import { signDevelopmentToken } from '@gamesdk/verify-server/token';
import { startMockPlatform } from '../../src/start.js';
import { platform } from './support.js';

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
});

it('refuses to start with NODE_ENV=production, naming the setting', async () => {
  process.env.NODE_ENV = 'production';
  const started = startMockPlatform({ port: 0 });
  await expect(started).rejects.toBeInstanceOf(DevelopmentModeRefusedError);
  await expect(started).rejects.toThrow(/NODE_ENV=production/);
});

it('verifies development tokens (as the mock signs them), which carry the development key id', async () => {
  const server = await platform();
  try {
    const token = await signDevelopmentToken('player', { platformGameId: 'farm', playerId: 'p1' }, { mode: 'lite' });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid).toBe(DEV_PLATFORM_KEY_ID);
    const verified = await fetch(`${server.url}/api/platform/partner/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    expect(verified.status).toBe(200);
  } finally {
    await server.close();
  }
});
