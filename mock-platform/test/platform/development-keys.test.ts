// The mock platform's verify routes trust the key the mock signs with, and only the mock's:
// whatever NODE_ENV a shell or a bundler sets (vite build sets production in-process), the mock
// verifies its own development tokens, which carry the development key id.
import { afterEach, expect, it } from 'vitest';
import { DEV_PLATFORM_KEY_ID } from '@gamesdk/verify-server';
import { signDevelopmentToken } from '@gamesdk/verify-server/token';
import { startMockPlatform } from '../../src/start.js';

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
});

it.each(['development', 'production'])('with NODE_ENV=%s verifies development tokens (as the mock signs them), which carry the development key id', async (nodeEnv) => {
  process.env.NODE_ENV = nodeEnv;
  const server = await startMockPlatform({ port: 0 });
  try {
    const token = await signDevelopmentToken('player', { platformGameId: 'farm', playerId: 'p1' }, { mode: 'lite' });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid).toBe(DEV_PLATFORM_KEY_ID);
    const verified = await fetch(`${server.url}/api/platform/partner/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    expect(verified.status).toBe(200);
  } finally {
    await server.close();
  }
});
