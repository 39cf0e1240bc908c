import { PLATFORM_SDK_DEFAULT_PATH, PLATFORM_SDK_FILE, PLATFORM_SDK_GLOBAL } from '@gamesdk/adapter-partner';
import { COMPRESSED_SUFFIX } from './decompress.js';

/**
 * What marks a build that integrates the game SDK: the core's INTEGRATION_MARKER, a string the
 * core uses at run time (so no bundler or minifier drops it), which is also the browser script's
 * banner. Kept equal to `INTEGRATION_MARKER` of @gamesdk/core by a test.
 */
export const SDK_MARKER = '@gamesdk/core';

/** Text files the check reads line by line (Unity's pre-compressed .gz, .br and .unityweb scripts too). */
export const TEXT_FILE = /\.(?:html?|css|m?js)(?:\.gz|\.br|\.unityweb)?$/i;

/** The kind of text a file holds, which decides which reference patterns apply. */
export type TextKind = 'html' | 'css' | 'js';

/** Which patterns apply to a file, by its extension (.gz and .br looked through). */
export function textKind(name: string): TextKind {
  const plain = name.replace(COMPRESSED_SUFFIX, '').toLowerCase();
  if (/\.html?$/.test(plain)) return 'html';
  return plain.endsWith('.css') ? 'css' : 'js';
}

/** A file named like the platform's own SDK (the name is the platform SDK contract's). */
export const isPlatformSdkFile = (name: string): boolean => name.split('/').at(-1)!.toLowerCase() === PLATFORM_SDK_FILE;

// Defining the global (not reading it, which the game SDK itself does when it loads the real one).
const G = PLATFORM_SDK_GLOBAL;
const PLATFORM_SDK_DEFINITION = new RegExp(
  String.raw`\b(?:var|let|const|class|function)\s+${G}\b|\b(?:window|globalThis|self)\s*\.\s*${G}\s*=(?!=)|\[\s*["']${G}["']\s*\]\s*=(?!=)`,
);

/** Whether a line defines the platform SDK's global `PartnerSDK`. */
export const definesPlatformSdk = (line: string): boolean => PLATFORM_SDK_DEFINITION.test(line);

// A path that starts with one slash (two slashes is protocol-relative, another matter). The
// platform's own folder on the origin is exempt: the game SDK loads the platform SDK from there.
const PLATFORM_FOLDER = PLATFORM_SDK_DEFAULT_PATH.slice(1, PLATFORM_SDK_DEFAULT_PATH.indexOf('/', 1) + 1);
const ROOT = String.raw`\/(?![\/\s]|${PLATFORM_FOLDER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`;
const ASSET_EXTENSIONS = 'm?js|css|html?|json|wasm|data|png|jpe?g|gif|webp|svg|ico|mp3|ogg|wav|m4a|mp4|webm|ttf|otf|woff2?|atlas|bin|glb|gltf|unityweb|arc[di]|dmanifest|projectc|txt|xml';

const REFERENCES: Record<TextKind, RegExp[]> = {
  html: [new RegExp(String.raw`\b(?:src|href|action|poster|data|formaction)\s*=\s*["']?(${ROOT}[^"'\s>]*)`, 'gi')],
  css: [new RegExp(String.raw`url\(\s*["']?(${ROOT}[^"')\s]*)`, 'gi'), new RegExp(String.raw`@import\s+["'](${ROOT}[^"']*)`, 'gi')],
  // In scripts only quoted paths to asset files count: a bare "/" is too common in code to mean a URL.
  js: [new RegExp(String.raw`["'\`](${ROOT}[^"'\`\s]*\.(?:${ASSET_EXTENSIONS}))(?:[?#][^"'\`\s]*)?["'\`]`, 'gi')],
};

/**
 * Root-absolute references on one line. HTML lines are also searched with the CSS and script
 * patterns, for inline styles and scripts.
 */
export function rootAbsoluteReferences(kind: TextKind, line: string): string[] {
  const patterns = kind === 'html' ? [...REFERENCES.html, ...REFERENCES.css, ...REFERENCES.js] : REFERENCES[kind];
  const found = new Set<string>();
  for (const pattern of patterns) for (const match of line.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** Relative references an HTML line loads: script src, stylesheet and preload href, img src. */
export function htmlLoads(line: string): string[] {
  const loads: string[] = [];
  for (const match of line.matchAll(/<(script|img|link|source|audio|video)\b[^>]*>/gi)) {
    const tag = match[0];
    if (match[1]!.toLowerCase() === 'link' && !/\brel\s*=\s*["']?(?:stylesheet|preload|modulepreload|icon)/i.test(tag)) continue;
    const url = /\b(?:src|href)\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url && !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) loads.push(url);
  }
  return loads;
}
