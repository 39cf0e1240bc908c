// Shapes of successful answers: the client package holds the wire contract; the server answers it.
export type { RequestedKind, PurchaseLedgerInfo, VerificationResult, AnyVerificationResult, ClaimResult } from '@gamesdk/verify-client';
