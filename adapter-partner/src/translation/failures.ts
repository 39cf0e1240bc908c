import type { AdapterContext, ErrorCode, SdkError } from '@gamesdk/core';
import type { PartnerFailureCode } from '../platform-sdk-contract.js';

/** Each platform failure's SDK error code. */
const CODES: Record<PartnerFailureCode, ErrorCode> = {
  CANCELLED: 'IAP_PURCHASE_CANCELLED',
  NOT_REGISTERED: 'PLAYER_NOT_AUTHENTICATED',
  NOT_ALLOWED: 'INVALID_OPERATION',
  BAD_ARGUMENT: 'INVALID_PARAM',
  QUOTA_EXCEEDED: 'DATA_LIMIT_EXCEEDED',
  UNAVAILABLE: 'NETWORK_FAILURE',
  FAILED: 'OPERATION_FAILED',
};

/**
 * Turns what the platform SDK threw into the SDK's typed error, keeping it as `cause`. A failure
 * outside the contract (a bug, a TypeError) passes through for the core to map.
 */
export function platformFailure(context: AdapterContext, thrown: unknown): SdkError | unknown {
  const code = (thrown as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !(code in CODES)) return thrown;
  const message = String((thrown as { message?: unknown }).message || `the platform failed with ${code}`);
  return context.error(CODES[code as PartnerFailureCode], message, thrown);
}
