// Signs test tokens with the development key (as the mock platform does) and builds forged ones.
import type { ClaimsByKind, TokenKind } from '@gamesdk/verify-server';
import { DEV_PLATFORM_PRIVATE_JWK, signPlatformToken } from '@gamesdk/verify-server/token';

export const GAME = 'game-1';
export const PLAYER = 'player-1';

export const sampleClaims: ClaimsByKind = {
  player: { mode: 'authorized' },
  purchase: { productId: 'gems-100', purchaseToken: 'pt-1', purchaseTime: '2026-11-21T07:00:00.000Z', isSandbox: true },
  subscription: { productId: 'vip', status: 'active', isActive: true, trialEligible: false, isSandbox: false },
  referrals: { referrals: [{ playerId: 'friend-1', registeredAt: '2026-11-20T10:00:00.000Z' }] },
};

export function sign<K extends TokenKind>(kind: K, overrides: { claims?: Partial<ClaimsByKind[K]>; issuedAt?: Date; playerId?: string; platformGameId?: string } = {}) {
  return signPlatformToken(
    {
      kind,
      platformGameId: overrides.platformGameId ?? GAME,
      playerId: overrides.playerId ?? PLAYER,
      claims: { ...sampleClaims[kind], ...overrides.claims } as ClaimsByKind[K],
      ...(overrides.issuedAt ? { issuedAt: overrides.issuedAt } : {}),
    },
    DEV_PLATFORM_PRIVATE_JWK,
  );
}

export function purchaseToken(purchase: string, extra: { issuedAt?: Date; playerId?: string } = {}) {
  return sign('purchase', { claims: { purchaseToken: purchase }, ...extra });
}

// --- Forged tokens: any header, any payload, signed with any key (or not at all). ---
import { createHmac, createPrivateKey, generateKeyPairSync, sign as cryptoSign, type KeyObject } from 'node:crypto';
import { DEV_PLATFORM_PUBLIC_JWK, tokenType } from '@gamesdk/verify-server';

export const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
export const devPrivateKey = createPrivateKey({ key: DEV_PLATFORM_PRIVATE_JWK as any, format: 'jwk' });
export const attackerEcKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });

export type Signer = { es256: KeyObject } | { rs256: KeyObject } | { hs256: Buffer } | 'none';

export function validPayload(kind: TokenKind = 'player', extra: Record<string, unknown> = {}) {
  return { kind, gid: GAME, [kind]: sampleClaims[kind], iss: 'partner-platform', sub: PLAYER, iat: Math.floor(Date.now() / 1000), ...extra };
}

export function validHeader(kind: TokenKind = 'player', extra: Record<string, unknown> = {}) {
  return { alg: 'ES256', typ: tokenType(kind), kid: DEV_PLATFORM_PUBLIC_JWK.kid, ...extra };
}

export function forge(header: Record<string, unknown>, payload: Record<string, unknown>, signer: Signer = { es256: devPrivateKey }): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  if (signer === 'none') return `${input}.`;
  if ('hs256' in signer) return `${input}.${b64url(createHmac('sha256', signer.hs256).update(input).digest())}`;
  if ('rs256' in signer) return `${input}.${b64url(cryptoSign('sha256', Buffer.from(input), signer.rs256))}`;
  return `${input}.${b64url(cryptoSign('sha256', Buffer.from(input), { key: signer.es256, dsaEncoding: 'ieee-p1363' }))}`;
}

/** Replaces one segment of a token, keeping the others (and so the original signature). */
export function swapSegment(token: string, index: 0 | 1, value: Record<string, unknown>): string {
  const parts = token.split('.');
  parts[index] = b64url(JSON.stringify(value));
  return parts.join('.');
}

// --- A stand-in for the platform's real key: what a games file lists (never the development key). ---
const production = generateKeyPairSync('ec', { namedCurve: 'P-256' });
export const PRODUCTION_KID = 'platform-2026-11';
export const productionPublicJwk = { ...production.publicKey.export({ format: 'jwk' }), kid: PRODUCTION_KID } as { kty: string; crv: string; x: string; y: string; kid: string };
const productionPrivateJwk = { ...production.privateKey.export({ format: 'jwk' }), kid: PRODUCTION_KID };

/** A token signed with the production stand-in key, as the real platform signs. */
export function signProduction<K extends TokenKind>(kind: K, overrides: { claims?: Partial<ClaimsByKind[K]>; platformGameId?: string } = {}) {
  return signPlatformToken(
    { kind, platformGameId: overrides.platformGameId ?? GAME, playerId: PLAYER, claims: { ...sampleClaims[kind], ...overrides.claims } as ClaimsByKind[K] },
    productionPrivateJwk,
  );
}
