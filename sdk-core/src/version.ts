/** This SDK's version (semver); kept equal to sdk-core/package.json by a test. */
export const SDK_VERSION = '2.11.0';
