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
/** The Unity lines a fixture loader reproduces (test/real-builds/loader-facts.json). */
export declare const UNITY_LINES: readonly ['2021.3', '2022.3', '6000.0'];
/** Unity's Compression Format settings. */
export declare const COMPRESSIONS: readonly ['Disabled', 'Gzip', 'Brotli'];
/** A Unity line and compression setting: what a fixture loader and the build's file names follow. */
export interface UnityBuildSettings {
  line: (typeof UNITY_LINES)[number];
  compression: (typeof COMPRESSIONS)[number];
  /** Decompression Fallback (needs Gzip or Brotli). */
  fallback: boolean;
}
/** The fixture loader of `settings`, its settings baked in. */
export declare function fixtureLoader(settings: UnityBuildSettings): string;
/**
 * A new folder holding an engine-shaped build with `template`, a data file of `dataBytes` bytes,
 * code of at least `codeBytes`, named, compressed and loaded as `unity` says (default 2022.3, Disabled).
 */
export declare function makeEngineBuild(options: { template: 'GameSdk' | 'StockLike'; dataBytes: number; codeBytes?: number; unity?: UnityBuildSettings }): string;
