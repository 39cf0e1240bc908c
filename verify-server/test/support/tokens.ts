// Signs test tokens with the development key (as the mock platform does) and builds forged ones.
import { DEV_PLATFORM_PRIVATE_JWK, signPlatformToken, type ClaimsByKind, type TokenKind } from '@gamesdk/verify-server';

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
