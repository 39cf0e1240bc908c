// Public API of @gamesdk/adapter-partner. Only re-exports.
export { partnerPlatform, createPartnerAdapter, PARTNER_PLATFORM_ID, type PartnerAdapterOptions } from './partner-platform.js';
export { platformSdkUrl } from './sdk-url.js';
export * from './platform-sdk-contract.js';
