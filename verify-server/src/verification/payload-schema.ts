// Schemas of the signed payload of each kind (see token-format.ts). A payload is checked after its
// signature, so a mismatch means the issuer sent something this server does not understand.
import { z } from 'zod';
import { TOKEN_ISSUER, type ClaimsByKind, type TokenKind } from '../token/token-format.js';

const id = z.string().min(1).max(512);
const isoTime = z.iso.datetime({ offset: true });

const claimSchemas = {
  player: z.object({ mode: z.enum(['authorized', 'lite']) }),
  purchase: z.object({ productId: id, purchaseToken: id, purchaseTime: isoTime, isSandbox: z.boolean() }),
  subscription: z.object({ productId: id, status: z.string().min(1).max(64), isActive: z.boolean(), trialEligible: z.boolean(), isSandbox: z.boolean() }),
  referrals: z.object({ referrals: z.array(z.object({ playerId: id, registeredAt: isoTime })).max(1000) }),
} satisfies { [K in TokenKind]: z.ZodType<ClaimsByKind[K]> };

/** The verified content of a token of kind K. */
export interface PlatformPayload<K extends TokenKind> {
  kind: K;
  platformGameId: string;
  playerId: string;
  /** Seconds since the epoch. */
  iat: number;
  claims: ClaimsByKind[K];
}

const payloadSchemas = Object.fromEntries(
  (Object.keys(claimSchemas) as TokenKind[]).map((kind) => [
    kind,
    z.object({ iss: z.literal(TOKEN_ISSUER), kind: z.literal(kind), gid: id, sub: id, iat: z.number().int().nonnegative(), [kind]: claimSchemas[kind] }),
  ]),
) as unknown as Record<TokenKind, z.ZodType<Record<string, unknown> & { gid: string; sub: string; iat: number }>>;

/** Parses a verified payload as kind K; returns undefined when it does not fit. */
export function parsePayload<K extends TokenKind>(kind: K, payload: unknown): PlatformPayload<K> | undefined {
  const parsed = payloadSchemas[kind].safeParse(payload);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  return { kind, platformGameId: data.gid, playerId: data.sub, iat: data.iat, claims: data[kind] as ClaimsByKind[K] };
}
