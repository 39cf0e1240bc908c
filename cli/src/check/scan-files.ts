import { posix } from 'node:path';
import type { BuildFile } from './build-files.js';
import { EngineReferenceReader, type EngineReference } from './engine-references.js';
import { crossOriginScripts, ExternalLinkReader, scriptNavigations, type ExternalLink, type ScriptNavigation } from './external-links.js';
import type { Finding } from './findings.js';
import { cssImports, definesPlatformSdk, htmlLoads, htmlRequiredLoads, isPlatformSdkFile, PAGE_START_MARKER, rootAbsoluteReferences, SDK_MARKER, TEXT_FILE, textKind, type TextKind } from './patterns.js';
import { readLines } from './read-lines.js';
import type { ScanBudget } from './scan-budget.js';

/** What reading the build's text files found. */
export interface TextScan {
  findings: Finding[];
  /** Where the SDK banner was first seen. */
  sdk: { file: string; line: number } | null;
  /** Relative URLs each HTML file loads, and each CSS file imports (for the first-load estimate). */
  loads: Map<string, string[]>;
  /** What must be in the build for a page to start: its scripts and stylesheets, and the files its engine's config names. */
  required: PageRequirement[];
  /** Scripts each HTML file loads from another origin, with their lines. */
  crossOrigin: Map<string, Array<{ url: string; line: number }>>;
  /** The HTML files that carry the page start. */
  pageStarts: Set<string>;
}

/** A file a page or an engine config names, with where it is named. */
export interface PageRequirement extends EngineReference {
  file: string;
  line: number;
}

// Enough to show the pattern without flooding a CI log with one finding per line of a big file.
const MAX_REFERENCE_FINDINGS_PER_FILE = 10;

async function scanFile(file: BuildFile, scan: TextScan, budget: ScanBudget): Promise<void> {
  const kind = textKind(file.name);
  const loads: string[] = [];
  let references = 0;
  const links = kind === 'html' ? new ExternalLinkReader() : null;
  const engine = new EngineReferenceReader();
  const crossOrigin: Array<{ url: string; line: number }> = [];
  let navigations = 0;
  // A long line comes in pieces: the end of the previous piece of the same line is kept, so the
  // marker is found where a cut falls inside it.
  let tail = '';
  let tailLine = 0;
  await readLines(file.name, await file.open(), file.size, budget, (line, number) => {
    if (!scan.sdk && (tailLine === number ? tail + line : line).includes(SDK_MARKER)) scan.sdk = { file: file.name, line: number };
    tail = line.slice(-SDK_MARKER.length);
    tailLine = number;
    if (kind === 'html' && line.includes(PAGE_START_MARKER)) scan.pageStarts.add(file.name);
    if (definesPlatformSdk(line)) {
      scan.findings.push({
        severity: 'reject',
        rule: 'PLATFORM_SDK_BUNDLED',
        file: file.name,
        line: number,
        message: "defines the platform SDK's global PartnerSDK: the game SDK loads the platform SDK itself; remove this copy",
      });
    }
    for (const reference of rootAbsoluteReferences(kind, line)) {
      if (++references > MAX_REFERENCE_FINDINGS_PER_FILE) continue;
      scan.findings.push({
        severity: 'reject',
        rule: 'ROOT_ABSOLUTE_PATH',
        file: file.name,
        line: number,
        message: `"${reference}" is root-absolute; the platform serves games from a sub-path, so use a relative path ("${relativeFix(kind, file.name, reference)}")`,
      });
    }
    for (const link of links?.links(line) ?? []) scan.findings.push(externalLinkFinding(file.name, number, link));
    if (kind !== 'css') {
      for (const navigation of scriptNavigations(line)) {
        if (++navigations <= MAX_REFERENCE_FINDINGS_PER_FILE) scan.findings.push(scriptNavigationFinding(file.name, number, navigation));
      }
      for (const reference of engine.references(line)) scan.required.push({ ...reference, file: file.name, line: number });
    }
    if (kind === 'html') {
      loads.push(...htmlLoads(line));
      for (const url of htmlRequiredLoads(line)) scan.required.push({ url, what: 'a tag', file: file.name, line: number });
      for (const url of crossOriginScripts(line)) {
        crossOrigin.push({ url, line: number });
        if (crossOrigin.length <= MAX_REFERENCE_FINDINGS_PER_FILE) scan.findings.push(crossOriginScriptFinding(file.name, number, url));
      }
    }
    if (kind === 'css') loads.push(...cssImports(line));
  });
  if (references > MAX_REFERENCE_FINDINGS_PER_FILE) {
    scan.findings.push({
      severity: 'reject',
      rule: 'ROOT_ABSOLUTE_PATH',
      file: file.name,
      message: `${references - MAX_REFERENCE_FINDINGS_PER_FILE} more root-absolute references in this file`,
    });
  }
  if (navigations > MAX_REFERENCE_FINDINGS_PER_FILE) {
    scan.findings.push({ severity: 'reject', rule: 'EXTERNAL_LINK', file: file.name, message: `${navigations - MAX_REFERENCE_FINDINGS_PER_FILE} more external pages opened from script in this file` });
  }
  if (crossOrigin.length > MAX_REFERENCE_FINDINGS_PER_FILE) {
    scan.findings.push({ severity: 'reject', rule: 'CROSS_ORIGIN_SCRIPT', file: file.name, message: `${crossOrigin.length - MAX_REFERENCE_FINDINGS_PER_FILE} more scripts from other sites in this file` });
  }
  if (kind !== 'js') scan.loads.set(file.name, loads);
  if (crossOrigin.length) scan.crossOrigin.set(file.name, crossOrigin);
}

/** Launch checklist item 9: a script that opens another site (a drawn button's link). */
function scriptNavigationFinding(file: string, line: number, navigation: ScriptNavigation): Finding {
  const how = navigation.how === 'window.open' ? 'window.open' : 'an assignment to location';
  return {
    severity: 'reject',
    rule: 'EXTERNAL_LINK',
    file,
    line,
    message: `a script opens ${navigation.url} (${how}), which leaves the game (launch checklist item 9: no external links, calls to action or outside sign-up prompts); remove it`,
  };
}

/** Launch checklist item 9: code from another site, which the build does not hold and the platform does not review. */
function crossOriginScriptFinding(file: string, line: number, url: string): Finding {
  return {
    severity: 'reject',
    rule: 'CROSS_ORIGIN_SCRIPT',
    file,
    line,
    message: `loads a script from another site (${url}): the game reaches outside the platform (launch checklist item 9) and its first load waits on that site; ship the script inside the build and load it with a relative path`,
  };
}

/** Launch checklist item 9, with the setting that removes Defold's own link. */
function externalLinkFinding(file: string, line: number, link: ExternalLink): Finding {
  const message = link.madeWithDefold
    ? `Defold's "Made with Defold" link to ${link.url} is an external link (launch checklist item 9: no external links); set show_made_with_defold = 0 in the [html5] section of game.project (or use the library's template, gamesdk/web/engine_template.html)`
    : `a link to ${link.url} leaves the game (launch checklist item 9: no external links, calls to action or outside sign-up prompts); remove it`;
  return { severity: 'reject', rule: 'EXTERNAL_LINK', file, line, message };
}

/**
 * The relative path that reaches what `reference` meant, from where the browser resolves it: an
 * HTML or CSS file's own folder (`@import url(/style/fonts/a.css)` in style/main.css becomes
 * fonts/a.css), and for a script the page it runs in, at the root.
 */
function relativeFix(kind: TextKind, file: string, reference: string): string {
  const target = reference.replace(/^\/+/, '');
  if (kind === 'js') return target;
  return posix.relative(`/${posix.dirname(file)}`, `/${target}`) || target;
}

/**
 * Reads every HTML, CSS and script file of the build once, line by line, within `budget`
 * (throws ScanStopped when a limit is reached or the caller aborted).
 */
export async function scanTextFiles(files: BuildFile[], budget: ScanBudget): Promise<TextScan> {
  const scan: TextScan = { findings: [], sdk: null, loads: new Map(), required: [], crossOrigin: new Map(), pageStarts: new Set() };
  for (const file of files) {
    if (isPlatformSdkFile(file.name)) {
      scan.findings.push({
        severity: 'reject',
        rule: 'PLATFORM_SDK_BUNDLED',
        file: file.name,
        message: 'the platform SDK must not be bundled: the game SDK loads it itself, and a second copy can conflict',
      });
    }
    if (TEXT_FILE.test(file.name)) await scanFile(file, scan, budget);
  }
  return scan;
}
