// Types of engine-build.mjs for the TypeScript specs that use it.

/** The package's GameSdk template and a page without the SDK. */
export declare const TEMPLATES: { GameSdk: string; StockLike: string };
/** Unity's internal template variables with the values of an uncompressed build named `name`. */
export declare function templateVariables(name?: string): Record<string, string | number>;
/** One template file preprocessed as Unity's build does (`#if`/`#else`/`#endif`, `{{{ expr }}}`). */
export declare function renderTemplate(text: string, variables: Record<string, unknown>, file?: string): string;
/** A template folder copied into `dir` as Unity's build does. */
export declare function renderTemplateFolder(template: string, dir: string, variables: Record<string, unknown>): void;
/** The engine stand-in, linked once per process. */
export declare function linkEngineGame(): { framework: string; code: string };
/** A new folder holding an engine-shaped build with `template` and a data file of `dataBytes` bytes. */
export declare function makeEngineBuild(options: { template: 'GameSdk' | 'StockLike'; dataBytes: number }): string;
