/** One code block as a reader meets it, where it is written, and how it runs (its marker). */
export interface Snippet {
  /** The file (or `docs site <page>`) that holds it. */
  source: string;
  /** Its fence's line (a site page's line for a site-only block). */
  line: number;
  language: 'ts' | 'js' | 'csharp' | 'lua' | 'gdscript' | 'sh' | 'json' | 'ini' | 'html' | 'text' | 'yaml';
  code: string;
  /** The harness its marker names, if any. */
  harness?: string;
  /** Why it cannot run, from its marker. */
  notRunnable?: string;
}

/** What a runner did with one snippet: the harness it ran in, and the error when it failed. */
export interface Ran {
  snippet: Snippet;
  harness: string;
  error?: string;
}

export const ROOT: string;
export function blocksOf(markdown: string, source: string): Snippet[];
export function siteBlocks(): { signatures: Snippet[]; examples: Snippet[] };
export function markdownFiles(): string[];
export function collect(): { snippets: Snippet[]; signatures: Snippet[] };
