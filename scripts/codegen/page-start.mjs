// The page start: the few lines a game's page puts just before the SDK's script tag, so the
// platform's own SDK downloads together with ours instead of after it, and opens its session while
// ours is still on its way (without them the browser learns its URL only once gamesdk.js has
// downloaded and run: two downloads and then the session's round trip, one after the other, a
// second and more on a phone's link). It adds the platform SDK's script marked as the core's
// loadScript marks one (SCRIPT_MARKS), so the SDK reuses it and never loads a second copy (the
// spec forbids one); once it has run, it calls the method that opens the platform's session and
// leaves the promise in window[PAGE_START_GLOBAL][platform id], where the adapter takes it
// (takePageStartSession) instead of opening another. A failure is left for initializeAsync to report. Written from the core's and the adapters' constants (input
// 'pageStart', from their builds), so the platform selection (`selectPlatform`), the URL
// (`platformSdkUrl`), the marks and the hand-over are the same in the page as in the SDK;
// test/e2e/partner/first-load.spec.ts holds the session to opening before our script arrived.
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
 * @param {{ queryParameter: string, launchMeta: string, handover: string, marks: { src: string, loaded: string, failed: string }, platforms: Array<{ id: string, urlMeta: string, defaultPath: string, global: string, session: string }> }} input
 */
export function pageStart({ queryParameter, launchMeta, handover, marks, platforms }) {
  // Only the platforms whose adapter loads a script of the platform's; an id that is not one
  // (the local fallback, an unknown one) starts nothing, as the SDK then loads nothing.
  const scripts = platforms.map(({ id, urlMeta, defaultPath, global, session }) => `${quote(id)}: [${[urlMeta, defaultPath, global, session].map(quote).join(', ')}]`).join(', ');
  return `${PAGE_START_MARKER} (generated; keep it in the head, above the SDK's script tag): the platform's SDK downloads with ours and opens its session while ours arrives -->
<script>
  (function (w, d, scripts) {
    function meta(name) { var tag = d.querySelector('meta[name="' + name + '"]'); return tag ? tag.content.trim() : ''; }
    var id = new URLSearchParams(location.search).get(${quote(queryParameter)}) || meta(${quote(launchMeta)});
    if (!Object.prototype.hasOwnProperty.call(scripts, id)) return;
    var platform = scripts[id], script = d.createElement('script');
    script.src = new URL(meta(platform[0]) || platform[1], location.href).href;
    script.setAttribute(${quote(marks.src)}, script.src);
    script.async = true;
    script.addEventListener('load', function () {
      script.setAttribute(${quote(marks.loaded)}, 'true');
      var sdk = w[platform[2]];
      if (!sdk || typeof sdk[platform[3]] !== 'function') return;
      var session = new Promise(function (resolve) { resolve(sdk[platform[3]]()); });
      session.catch(function () {});
      (w[${quote(handover)}] = w[${quote(handover)}] || {})[id] = session;
    });
    script.addEventListener('error', function () { script.setAttribute(${quote(marks.failed)}, 'true'); });
    d.head.appendChild(script);
  })(window, document, { ${scripts} });
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
