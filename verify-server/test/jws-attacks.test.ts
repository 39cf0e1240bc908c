// Every JWS pitfall of anchors.md is refused with its documented code, never a 500, and no URL
// named by a token is ever fetched.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, sign as cryptoSign } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteLedger, developmentKeyStore, DEV_PLATFORM_PUBLIC_JWK, MAX_BODY_BYTES, MAX_TOKEN_CHARS, staticKeyStore } from '@gamesdk/verify-server';
import { DEV_PLATFORM_PRIVATE_JWK, signPlatformToken } from '@gamesdk/verify-server/token';
import { startServer, type RunningServer } from './support/server.js';
import { attackerEcKey, b64url, devPrivateKey, forge, GAME, sign, swapSegment, validHeader, validPayload } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
let server: RunningServer;
let trap: Server;
let trapUrl: string;
const trapHits: string[] = [];

beforeAll(async () => {
  server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }) });
  // A listener standing in for attacker-controlled key URLs: it must never be called.
  trap = createServer((req, res) => {
    trapHits.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [attackerEcKey.publicKey.export({ format: 'jwk' })] }));
  });
  trap.listen(0, '127.0.0.1');
  await once(trap, 'listening');
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/jwks.json`;
});
afterAll(async () => {
  await server.close();
  trap.close();
});

async function expectRejected(token: string, status: number, code: string, kind = 'auto') {
  const answer = await server.post(VERIFY, { kind, token });
  expect(answer.body).toMatchObject({ success: false, code });
  expect(typeof answer.body.error).toBe('string');
  expect(answer.status).toBe(status);
}

describe('algorithm attacks answer 401 invalid_signature', () => {
  it('rejects alg none with an empty signature', async () => {
    await expectRejected(forge(validHeader('player', { alg: 'none' }), validPayload(), 'none'), 401, 'invalid_signature');
  });

  it('rejects alg none spelled in other cases', async () => {
    await expectRejected(forge(validHeader('player', { alg: 'None' }), validPayload(), 'none'), 401, 'invalid_signature');
  });

  it('rejects HS256 signed with the public key as the HMAC secret (key confusion)', async () => {
    const secrets = [Buffer.from(JSON.stringify(DEV_PLATFORM_PUBLIC_JWK)), Buffer.from(String(DEV_PLATFORM_PUBLIC_JWK.x)), devPrivateKey.export({ format: 'der', type: 'pkcs8' })];
    for (const secret of secrets) await expectRejected(forge(validHeader('player', { alg: 'HS256' }), validPayload(), { hs256: secret }), 401, 'invalid_signature');
  });

  it('rejects RS256 signed by an attacker RSA key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expectRejected(forge(validHeader('player', { alg: 'RS256' }), validPayload(), { rs256: privateKey }), 401, 'invalid_signature');
  });

  it('rejects algorithms outside the ES256 allow-list', async () => {
    for (const alg of ['ES384', 'ES512', 'PS256', 'EdDSA', 'HS512', 'ES256K']) {
      await expectRejected(forge(validHeader('player', { alg }), validPayload()), 401, 'invalid_signature');
    }
  });

  it('rejects a header without alg', async () => {
    const { alg: _alg, ...header } = validHeader();
    await expectRejected(forge(header, validPayload()), 401, 'invalid_signature');
  });
});

describe('key injection answers 401 invalid_signature and fetches nothing', () => {
  it('rejects an embedded jwk header naming the attacker key', async () => {
    const jwk = attackerEcKey.publicKey.export({ format: 'jwk' });
    await expectRejected(forge(validHeader('player', { jwk }), validPayload(), { es256: attackerEcKey.privateKey }), 401, 'invalid_signature');
  });

  it('rejects jku and x5u without fetching them', async () => {
    await expectRejected(forge(validHeader('player', { jku: trapUrl }), validPayload(), { es256: attackerEcKey.privateKey }), 401, 'invalid_signature');
    await expectRejected(forge(validHeader('player', { x5u: trapUrl }), validPayload(), { es256: attackerEcKey.privateKey }), 401, 'invalid_signature');
    // Even a correctly signed token is refused when it carries a key URL.
    await expectRejected(forge(validHeader('player', { jku: trapUrl }), validPayload()), 401, 'invalid_signature');
    expect(trapHits).toEqual([]);
  });

  it('rejects an embedded x5c certificate chain', async () => {
    await expectRejected(forge(validHeader('player', { x5c: ['MIIB'] }), validPayload()), 401, 'invalid_signature');
  });

  it('rejects kid values that try path, SQL or URL injection', async () => {
    for (const kid of ['../../../../dev/null', "' OR 1=1 --", trapUrl, 'partner-dev-anhQFcFsvPNo\u0000x']) {
      await expectRejected(forge(validHeader('player', { kid }), validPayload(), { es256: attackerEcKey.privateKey }), 401, 'invalid_signature');
    }
    expect(trapHits).toEqual([]);
  });

  it('rejects a kid that is not a string', async () => {
    await expectRejected(forge(validHeader('player', { kid: { $ne: null } }), validPayload()), 401, 'invalid_signature');
  });

  it('rejects a token signed with a different ES256 key under the platform kid', async () => {
    await expectRejected(forge(validHeader(), validPayload(), { es256: attackerEcKey.privateKey }), 401, 'invalid_signature');
  });
});

describe('header rules', () => {
  it('rejects an unknown crit extension, and b64=false', async () => {
    await expectRejected(forge(validHeader('player', { crit: ['x-partner'], 'x-partner': true }), validPayload()), 401, 'invalid_signature');
    await expectRejected(forge(validHeader('player', { crit: ['b64'], b64: false }), validPayload()), 401, 'invalid_signature');
  });

  it('rejects a wrong or missing typ', async () => {
    for (const typ of ['JWT', 'partner-admin+jwt', 'application/partner-player+jwt', undefined]) {
      await expectRejected(forge(validHeader('player', { typ }), validPayload()), 401, 'invalid_signature');
    }
  });

  it('rejects a valid token whose typ was rewritten to another kind (signature no longer matches)', async () => {
    const token = await sign('purchase');
    await expectRejected(swapSegment(token, 0, validHeader('player')), 401, 'invalid_signature');
  });

  it('rejects a token of one kind replayed as another with kind_mismatch 422', async () => {
    const purchase = await sign('purchase');
    for (const kind of ['player', 'subscription', 'referrals']) await expectRejected(purchase, 422, 'kind_mismatch', kind);
    const player = await sign('player');
    await expectRejected(player, 422, 'kind_mismatch', 'purchase');
  });

  it('rejects a signed header that names one kind over a payload of another with invalid_claims 422', async () => {
    await expectRejected(forge(validHeader('player'), validPayload('purchase')), 422, 'invalid_claims');
  });
});

describe('tampering', () => {
  it('rejects a payload changed after signing (another player)', async () => {
    const token = await sign('player');
    await expectRejected(swapSegment(token, 1, validPayload('player', { sub: 'someone-else' })), 401, 'invalid_signature');
  });

  it('rejects a payload moved to another game whose key differs', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const strict = await startServer({
      keys: staticKeyStore({ [GAME]: [DEV_PLATFORM_PUBLIC_JWK], 'game-2': [other.publicKey.export({ format: 'jwk' })] }),
      ledger: createSqliteLedger({ path: ':memory:' }),
    });
    try {
      const token = await signPlatformToken({ kind: 'player', platformGameId: GAME, playerId: 'p', claims: { mode: 'lite' } }, DEV_PLATFORM_PRIVATE_JWK);
      const moved = swapSegment(token, 1, validPayload('player', { gid: 'game-2' }));
      const answer = await strict.post(VERIFY, { token: moved });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('invalid_signature');
    } finally {
      await strict.close();
    }
  });

  it('rejects a changed signature and a signature of the wrong length', async () => {
    const token = await sign('player');
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = `${h}.${p}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`;
    await expectRejected(flipped, 401, 'invalid_signature');
    await expectRejected(`${h}.${p}.${s.slice(0, 40)}`, 401, 'invalid_signature');
  });

  it('rejects an all-zero signature (r = s = 0, "psychic signatures") and a DER-encoded one', async () => {
    const token = await sign('player');
    const [h, p] = token.split('.') as [string, string];
    await expectRejected(`${h}.${p}.${b64url(Buffer.alloc(64))}`, 401, 'invalid_signature');
    const der = cryptoSign('sha256', Buffer.from(`${h}.${p}`), { key: devPrivateKey, dsaEncoding: 'der' });
    await expectRejected(`${h}.${p}.${b64url(der)}`, 401, 'invalid_signature');
  });

  it('rejects a payload without a game id, or with a wrong issuer', async () => {
    const { gid: _gid, ...noGame } = validPayload();
    await expectRejected(forge(validHeader(), noGame), 401, 'invalid_signature');
    await expectRejected(forge(validHeader(), validPayload('player', { iss: 'someone' })), 401, 'invalid_signature');
  });
});

describe('malformed and oversized tokens', () => {
  it('answers 400 invalid_request for tokens that are not three base64url segments', async () => {
    const good = await sign('player');
    const [h, p, s] = good.split('.') as [string, string, string];
    for (const token of [`${h}.${p}`, `${h}.${p}.${s}.${s}`, `${h}..${s}`, `${h}.${p}.${s}=`, `${h}.${p} .${s}`, 'not a token', '...']) {
      await expectRejected(token, 400, 'invalid_request');
    }
  });

  it('answers 400 invalid_request when a segment is not JSON', async () => {
    const good = await sign('player');
    const [h, p, s] = good.split('.') as [string, string, string];
    await expectRejected(`${b64url('{not json')}.${p}.${s}`, 400, 'invalid_request');
    await expectRejected(`${h}.${b64url('[1,2')}.${s}`, 400, 'invalid_request');
    await expectRejected(`${b64url('"a string"')}.${p}.${s}`, 400, 'invalid_request');
  });

  it('answers 413 token_too_large for a token over the cap, before decoding it', async () => {
    // Just over the token cap, well within the body cap: the token's own limit answers.
    const huge = forge(validHeader(), validPayload('player', { pad: 'x'.repeat(Math.ceil((MAX_TOKEN_CHARS * 3) / 4)) }));
    expect(huge.length).toBeGreaterThan(MAX_TOKEN_CHARS);
    expect(huge.length).toBeLessThan(MAX_BODY_BYTES - 100);
    await expectRejected(huge, 413, 'token_too_large');
    // A string over the cap that is not even a token is refused the same way: length comes first.
    await expectRejected('%'.repeat(MAX_TOKEN_CHARS + 1), 413, 'token_too_large');
  });
});
