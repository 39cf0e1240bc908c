// Launch checklist item 9: no external links. An HTML link to another site is one; Defold's stock
// page carries one unless game.project turns it off (`html5.show_made_with_defold`).

// A link element's href to another origin: http(s) or protocol-relative. Bounded, so a scan
// stays linear in the line whatever it holds.
const EXTERNAL_HREF = /<a\b[^>]{0,512}?\bhref\s{0,16}=\s{0,16}["']?((?:https?:)?\/\/[^"'\s>]{1,512})/gi;

// Defold's stock page shows these notices only when the game cannot run at all (opened from a
// file, no WebGL); their links are help for that case, not a way out of a running game.
const ENGINE_FAILURE_NOTICE = /<div\b[^>]{0,256}\bid\s{0,16}=\s{0,16}["']?(?:running-from-file-warning|webgl-not-supported)\b/i;

/** One external link found on an HTML line. */
export interface ExternalLink {
  url: string;
  /** Defold's "Made with Defold" link, which a game.project setting removes. */
  madeWithDefold: boolean;
}

/**
 * Reads an HTML file's lines in order and answers the external links of each, leaving out those
 * inside Defold's failure notices (followed by counting the notice's nested `div`s).
 */
export class ExternalLinkReader {
  private noticeDepth = 0;

  links(line: string): ExternalLink[] {
    const notice = ENGINE_FAILURE_NOTICE.exec(line);
    // Outside a notice, what comes before a notice opening on this line is read.
    const readable = this.noticeDepth > 0 ? '' : notice ? line.slice(0, notice.index) : line;
    if (notice || this.noticeDepth > 0) {
      const inside = notice ? line.slice(notice.index) : line;
      this.noticeDepth = Math.max(0, (notice ? 0 : this.noticeDepth) + count(inside, /<div\b/gi) - count(inside, /<\/div\s{0,16}>/gi));
    }
    return [...readable.matchAll(EXTERNAL_HREF)].map((match) => ({
      url: match[1]!,
      madeWithDefold: /^(?:https?:)?\/\/(?:www\.)?defold\.com\b/i.test(match[1]!) && /made\s{1,16}with/i.test(line),
    }));
  }
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const URL_CHARS = String.raw`[^"'\`\s]{1,512}`;
// A script opening another site: `window.open("https://…")`, an assignment of an absolute http(s)
// URL to `location` or `location.href` (of window, document, top, self or parent), or
// `location.assign`/`location.replace` with one. Canvas games draw their buttons, so this, not
// an <a> element, is how their links leave the game. A URL held in a variable is not seen.
const SCRIPT_NAVIGATION = [
  new RegExp(String.raw`\bwindow\.open\(\s{0,16}["'\`]((?:https?:)?\/\/${URL_CHARS})["'\`]`, 'g'),
  new RegExp(String.raw`\blocation(?:\.href)?\s{0,16}=(?!=)\s{0,16}["'\`](https?:\/\/${URL_CHARS})["'\`]`, 'g'),
  new RegExp(String.raw`\blocation\.(?:assign|replace)\(\s{0,16}["'\`](https?:\/\/${URL_CHARS})["'\`]`, 'g'),
];

/** How a script leaves the game, and where to: `window.open` or a `location` change. */
export interface ScriptNavigation {
  url: string;
  how: 'window.open' | 'location';
}

/** External pages a line of script opens (launch checklist item 9). */
export function scriptNavigations(line: string): ScriptNavigation[] {
  return SCRIPT_NAVIGATION.flatMap((pattern, index) => [...line.matchAll(pattern)].map((match) => ({ url: match[1]!, how: index === 0 ? 'window.open' : 'location' }) as const));
}

// `<script src="https://…">` or `//…`: code loaded from another site at run time.
const CROSS_ORIGIN_SCRIPT = /<script\b[^>]{0,512}?\bsrc\s{0,16}=\s{0,16}["']?((?:https?:)?\/\/[^"'\s>]{1,512})/gi;

/** Scripts an HTML line loads from another origin. */
export function crossOriginScripts(line: string): string[] {
  return [...line.matchAll(CROSS_ORIGIN_SCRIPT)].map((match) => match[1]!);
}
