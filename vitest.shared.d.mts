/** Package name to TypeScript source entry, for vitest's resolve.alias. */
export declare const workspaceAliases: Record<string, string>;
