// The site's page frame and text helpers. Every page is static HTML with one shared stylesheet;
// links are relative, so the site works from a folder, a zip or any web server.

/** Escapes text for HTML. */
export const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Doc comment text as HTML: escaped, `code` spans kept, paragraphs from blank lines. */
export function prose(text) {
  if (!text) return '';
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph.replace(/\s*\n\s*/g, ' ')).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('\n');
}

/** A whole page: `depth` is how many folders below the site root it lives (for relative links). */
export function page({ title, depth, nav, body, version }) {
  const up = '../'.repeat(depth);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · gamesdk ${escape(version)} API reference</title>
<link rel="stylesheet" href="${up}style.css">
</head>
<body>
<nav class="site">
<a class="home" href="${up}index.html">gamesdk ${escape(version)}</a>
${nav.map(({ href, text, current }) => `<a href="${up}${href}"${current ? ' aria-current="page"' : ''}>${escape(text)}</a>`).join('\n')}
</nav>
<main>
${body}
</main>
<footer>Generated from the SDK's manifests, error table, doc comments and READMEs (see <a href="${up}guides/contributing.html">Contributing</a>). Do not edit by hand.</footer>
</body>
</html>
`;
}

export const STYLE = `body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1b1f24; }
nav.site { display: flex; flex-wrap: wrap; gap: .2rem .8rem; padding: .6rem 1.2rem; background: #f3f5f8; border-bottom: 1px solid #d8dee6; font-size: 14px; }
nav.site .home { font-weight: 600; margin-right: 1rem; }
nav.site a[aria-current] { font-weight: 600; text-decoration: none; color: inherit; }
main { max-width: 78rem; margin: 0 auto; padding: 1rem 1.2rem 3rem; }
footer { color: #5a6470; font-size: 13px; padding: 1rem 1.2rem; border-top: 1px solid #d8dee6; }
code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
pre { background: #f6f8fa; padding: .6rem .8rem; overflow-x: auto; border-radius: 4px; margin: .3rem 0; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { text-align: left; vertical-align: top; border: 1px solid #d8dee6; padding: .35rem .5rem; }
th { background: #f3f5f8; }
table.engines { table-layout: fixed; }
table.engines pre { white-space: pre-wrap; word-break: break-word; background: none; padding: 0; }
h2 code { font-size: 1.05em; }
section.operation { border-top: 1px solid #d8dee6; padding-top: .5rem; margin-top: 1.5rem; }
.partner { font-size: 13px; color: #5a6470; }
.general { color: #5a6470; }
p.source { font-size: 13px; color: #5a6470; }
img { max-width: 100%; }`;
