import { PLATFORM_SDK_DEFAULT_PATH, PLATFORM_SDK_FILE, PLATFORM_SDK_GLOBAL } from '@gamesdk/adapter-partner';
import { COMPRESSED_SUFFIX } from './decompress.js';

/**
 * What marks a build that integrates the game SDK: the core's INTEGRATION_MARKER, a string the
 * core uses at run time (so no bundler or minifier drops it), which is also the browser script's
 * banner. Kept equal to `INTEGRATION_MARKER` of @gamesdk/core by a test.
 */
export const SDK_MARKER = '@gamesdk/core';

/**
 * What marks a page that carries the page start (browser-script/page-start.html): the window
 * property it leaves the platform's session in, a string that survives a minifier. Kept equal to
 * `PAGE_START_GLOBAL` of @gamesdk/core by a test.
 */
export const PAGE_START_MARKER = 'gamesdkPageStart';

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
  String.raw`\b(?:var|let|const|class|function)\s{1,16}${G}\b|\b(?:window|globalThis|self)\s{0,16}\.\s{0,16}${G}\s{0,16}=(?!=)|\[\s{0,16}["']${G}["']\s{0,16}\]\s{0,16}=(?!=)`,
);

/** Whether a line defines the platform SDK's global `PartnerSDK`. */
export const definesPlatformSdk = (line: string): boolean => PLATFORM_SDK_DEFINITION.test(line);

// A path that starts with one slash (two slashes is protocol-relative, another matter). The
// platform's own folder on the origin is exempt: the game SDK loads the platform SDK from there.
const PLATFORM_FOLDER = PLATFORM_SDK_DEFAULT_PATH.slice(1, PLATFORM_SDK_DEFAULT_PATH.indexOf('/', 1) + 1);
const ROOT = String.raw`\/(?![\/\s]|${PLATFORM_FOLDER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`;
const ASSET_EXTENSIONS = 'm?js|css|html?|json|wasm|data|png|jpe?g|gif|webp|svg|ico|mp3|ogg|wav|m4a|mp4|webm|ttf|otf|woff2?|atlas|bin|glb|gltf|unityweb|arc[di]|dmanifest|projectc|txt|xml';

// Every repetition is bounded (MAX_URL, MAX_SPACE): a failed match attempt then costs at most
// that many characters, so a scan is linear in its input whatever the text (unbounded, `"/` plus
// `.js?` repeated made the script pattern quadratic). Longer URLs are not reported.
const MAX_URL = 512;
const MAX_SPACE = 16;
const S = String.raw`\s{0,${MAX_SPACE}}`;

// What comes before a quoted path that the page joins to a base folder, so the "/" is a separator:
// a concatenation (Unity's stock template: `buildUrl + "/web.loader.js"`), and Defold's loader
// handing the archive description to its location filter (dmloader.js:
// `loadArchiveDescription('/archive_files.json')`, which becomes archive/archive_files.json).
const JOINED_TO_A_BASE = String.raw`\+${S}|\bloadArchiveDescription\(${S}`;
const REFERENCES: Record<TextKind, RegExp[]> = {
  html: [new RegExp(String.raw`\b(?:src|href|action|poster|data|formaction)${S}=${S}["']?(${ROOT}[^"'\s>]{0,${MAX_URL}})`, 'gi')],
  css: [new RegExp(String.raw`url\(${S}["']?(${ROOT}[^"')\s]{0,${MAX_URL}})`, 'gi'), new RegExp(String.raw`@import\s{1,${MAX_SPACE}}["'](${ROOT}[^"']{0,${MAX_URL}})`, 'gi')],
  // In scripts only quoted paths to asset files count: a bare "/" is too common in code to mean a
  // URL. A path joined to a base is not root-absolute either (JOINED_TO_A_BASE).
  js: [new RegExp(String.raw`(?<!${JOINED_TO_A_BASE})["'\`](${ROOT}[^"'\`\s]{0,${MAX_URL}}\.(?:${ASSET_EXTENSIONS}))(?:[?#][^"'\`\s]{0,${MAX_URL}})?["'\`]`, 'gi')],
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

/** Relative stylesheets a CSS line imports (`@import "a.css"`, `@import url(a.css)`), which load with it. */
export function cssImports(line: string): string[] {
  const imports: string[] = [];
  for (const match of line.matchAll(/@import\s{1,16}(?:url\(\s{0,16})?["']?([^"')\s;]{1,512})/gi)) {
    const url = match[1]!;
    if (!/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(url)) imports.push(url);
  }
  return imports;
}

/** Relative scripts and stylesheets an HTML line loads: without them the page breaks, so a missing one is a finding. */
export function htmlRequiredLoads(line: string): string[] {
  const loads: string[] = [];
  for (const match of line.matchAll(/<(script|link)\b[^>]{0,512}>/gi)) {
    const tag = match[0];
    if (match[1]!.toLowerCase() === 'link' && !/\brel\s{0,16}=\s{0,16}["']?(?:stylesheet|modulepreload)\b/i.test(tag)) continue;
    const url = /\b(?:src|href)\s{0,16}=\s{0,16}["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url && !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url) && !/\{\{|\$GODOT_/.test(url)) loads.push(url);
  }
  return loads;
}

/** Relative references an HTML line loads: script src, stylesheet and preload href, img src. */
export function htmlLoads(line: string): string[] {
  const loads: string[] = [];
  // A tag longer than 512 characters is not followed: the bound keeps the scan linear (an unclosed `<img`
  // repeated made it quadratic).
  for (const match of line.matchAll(/<(script|img|link|source|audio|video)\b[^>]{0,512}>/gi)) {
    const tag = match[0];
    if (match[1]!.toLowerCase() === 'link' && !/\brel\s{0,16}=\s{0,16}["']?(?:stylesheet|preload|modulepreload|icon)/i.test(tag)) continue;
    const url = /\b(?:src|href)\s{0,16}=\s{0,16}["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url && !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) loads.push(url);
  }
  return loads;
}
