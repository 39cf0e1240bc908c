/**
 * One row of the bridge host's generated table: 1 when the operation answers with a promise
 * (0 when at once), the names of the arguments the bridges pass in order, and the context its
 * errors name when not the path (`data.getString`) or `Sdk.` and the path for Sdk's own methods.
 */
export type BridgeOperation = readonly [async: 0 | 1, args: readonly string[], context?: string];
