// The page start: the few lines a game's page puts just before the SDK's script tag, so the
// platform's own SDK downloads together with ours instead of after it (without them the browser
// learns its URL only once gamesdk.js has downloaded and run: two downloads one after the other, a
// round trip and more on a phone's link). It preloads the script the way the adapter will load it
// and runs nothing: the platform SDK is still loaded by the game SDK, once (the spec forbids a
// copy of it in the game). Written from the core's and the adapters' constants (input
// 'pageStart', from their builds), so the platform selection (`selectPlatform`) and the URL
// (`platformSdkUrl`) are the same in the page as in the SDK; test/e2e/partner/first-load.spec.ts
// holds the two downloads to overlapping.
//
// Targets: browser-script/page-start.html is the snippet alone (the bench and the tests read it);
// every other target holds one or more marked copies (the engine templates, the examples' pages,
// the READMEs' page snippets), each from its first line (PAGE_START_MARKER) to the next
// `</script>`, rewritten at that first line's indentation.
export const from = 'pageStart';
export const targets = [
  'browser-script/page-start.html',
  'sdk-core/README.md',
  'browser-script/README.md',
  'adapter-partner/README.md',
  'examples/hello/index.html',
  'examples/web-game/index.html',
  'examples/web-game/faulty.html',
  'unity-bridge/com.gamesdk.sdk/WebGLTemplates~/GameSdk/index.html',
  'defold-bridge/gamesdk/web/engine_template.html',
  'godot-bridge/addons/gamesdk/web/shell.html',
  'test/e2e/partner/fixtures/game/index.html',
];

/** The first line of every copy: how the generator finds them, and what tells a reader what they are. */
export const PAGE_START_MARKER = '<!-- gamesdk page start';

/**
 * The snippet, with no indentation.
 * @param {{ queryParameter: string, launchMeta: string, platforms: Array<{ id: string, urlMeta: string, defaultPath: string }> }} input
 */
export function pageStart({ queryParameter, launchMeta, platforms }) {
  // Only the platforms whose adapter loads a script of the platform's; an id that is not one
  // (the local fallback, an unknown one) preloads nothing, as the SDK then loads nothing.
  const scripts = platforms.map(({ id, urlMeta, defaultPath }) => `${quote(id)}: [${quote(urlMeta)}, ${quote(defaultPath)}]`).join(', ');
  return `${PAGE_START_MARKER} (generated; keep it in the head, above the SDK's script tag): the platform's SDK downloads with ours, not after it -->
<script>
  (function (d, scripts) {
    function meta(name) { var tag = d.querySelector('meta[name="' + name + '"]'); return tag ? tag.content.trim() : ''; }
    var id = new URLSearchParams(location.search).get(${quote(queryParameter)}) || meta(${quote(launchMeta)});
    if (!Object.prototype.hasOwnProperty.call(scripts, id)) return;
    var link = d.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = new URL(meta(scripts[id][0]) || scripts[id][1], location.href).href;
    d.head.appendChild(link);
  })(document, { ${scripts} });
</script>`;
}

// A string literal in the page's quotes; the names and paths it holds are the packages' constants.
const quote = (text) => `'${text.replace(/[\\']/g, '\\$&')}'`;

const COPY = new RegExp(String.raw`^([ \t]*)${PAGE_START_MARKER}[\s\S]*?</script>`, 'gm');

export function emit(input, current, target) {
  if (!input) return null;
  const snippet = pageStart(input);
  if (target === targets[0]) return `${snippet}\n`;
  if (current === null) throw new Error('the file is missing');
  let copies = 0;
  const text = current.replace(COPY, (_, indent) => {
    copies++;
    // Nested lines in the file's own unit: a tab-indented template (Defold's, Godot's) gets tabs.
    const unit = indent.includes('\t') ? '\t' : '  ';
    return snippet.split('\n').map((line) => indent + line.replace(/^(?:  )+/, (levels) => unit.repeat(levels.length / 2))).join('\n');
  });
  if (copies === 0) throw new Error(`no page start to keep up to date (a line starting ${PAGE_START_MARKER}); put the snippet of ${targets[0]} before the SDK's script tag`);
  return text;
}
