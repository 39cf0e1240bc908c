// The grant handler's public API (re-exported by the package's index).
export { createGrantHandler, type GrantHandler, type GrantHandlerOptions, type VerifiedGrant, type SavedGrant, type GrantAnswer, type GrantRefusal } from './create-grant-handler.js';
export { toNodeHandler, type NodeHandler, type NodeRequestLike, type NodeResponseLike } from './to-node-handler.js';
export type { GrantErrorCode } from './grant-errors.js';
export type { GrantLogEntry } from './grant-log.js';
export type { GrantRequestBody } from './grant-request.js';
