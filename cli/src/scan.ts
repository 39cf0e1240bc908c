/**
 * Build-scanning primitives shared with the local build upload service (mock-platform), so the
 * preflight and the service recognise the game SDK and the platform SDK in exactly the same way.
 */
export { COMPRESSED_SUFFIX, decompressed } from './lib/check/decompress.js';
export { definesPlatformSdk, isPlatformSdkFile, SDK_MARKER } from './lib/check/patterns.js';
export { MAX_BUILD_BYTES, ZIP_BOMB_LIMITS } from './lib/check/limits.js';
