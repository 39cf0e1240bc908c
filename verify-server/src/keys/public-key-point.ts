// Keys compared as keys: two JWKs are the same key when they decode to the same curve point,
// whatever their spelling. A base64url coordinate of 43 characters carries two unused bits in its
// last character, so one point has several spellings (and decoders ignore those bits); comparing
// strings let the development key through a games file with one of those bits set.
import { createPublicKey } from 'node:crypto';
import type { JWK } from 'jose';

/**
 * The curve point of a public EC JWK in one canonical spelling (`crv:x:y`, coordinates as their
 * decoder reads them, re-encoded), or undefined when it is not a usable public EC key (the point
 * not on the curve, a coordinate that does not decode).
 * @example
 * publicKeyPoint(DEV_PLATFORM_PUBLIC_JWK) === publicKeyPoint({ ...DEV_PLATFORM_PUBLIC_JWK, x: respelt }); // true
 */
export function publicKeyPoint(jwk: Pick<JWK, 'kty' | 'crv' | 'x' | 'y'>): string | undefined {
  if (jwk.kty !== 'EC' || typeof jwk.crv !== 'string' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string') return undefined;
  try {
    // Imported the way jose imports it in Node, so what verifies is what is compared.
    const canonical = createPublicKey({ key: { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y }, format: 'jwk' }).export({ format: 'jwk' });
    return `${canonical.crv}:${canonical.x}:${canonical.y}`;
  } catch {
    return undefined;
  }
}

/**
 * Whether two JWKs are the same public key (the same curve and point), however they are spelt.
 * @example
 * samePublicKey(listedKey, DEV_PLATFORM_PUBLIC_JWK);
 */
export function samePublicKey(a: Pick<JWK, 'kty' | 'crv' | 'x' | 'y'>, b: Pick<JWK, 'kty' | 'crv' | 'x' | 'y'>): boolean {
  const point = publicKeyPoint(a);
  return point !== undefined && point === publicKeyPoint(b);
}
