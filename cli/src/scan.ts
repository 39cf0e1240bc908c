/**
 * Build-scanning primitives shared with the local build upload service (mock-platform), so the
 * preflight and the service recognise the game SDK and the platform SDK in exactly the same way.
 */
export { COMPRESSED_SUFFIX, decompressed } from './lib/check/decompress.js';
export { definesPlatformSdk, isPlatformSdkFile, SDK_MARKER } from './lib/check/patterns.js';
