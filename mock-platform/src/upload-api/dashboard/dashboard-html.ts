// The dashboard's page frame and the pieces every page uses. Pages are server-rendered HTML with
// plain forms (no script): every action works with the keyboard and a screen reader, and the
// look follows the mock platform shell (same palette, cards, buttons).

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,"DejaVu Sans",sans-serif;color:#1f2430;background:#eef0f5}
header{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;padding:10px 18px;background:#1f2430;color:#fff}
header a{color:#fff}
header button{color:#1f2430}
header .who{flex:1 1 200px;font-size:13px;opacity:.85}
main{max-width:1100px;margin:0 auto;padding:16px 18px;display:grid;gap:14px}
h1{font-size:22px;margin:0}
h2{font-size:17px;margin:0 0 8px}
.card{background:#fff;border-radius:12px;padding:14px 16px;box-shadow:0 1px 3px rgb(31 36 48 / .1);overflow-x:auto}
.hint{color:#5c6477;font-size:13px;margin:4px 0}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{border-bottom:1px solid #e3e6ee;padding:6px 8px;text-align:left;vertical-align:top}
th{font-size:13px;color:#5c6477}
form.stack{display:grid;gap:8px;max-width:520px}
form.inline{display:inline}
label,.field{display:grid;gap:2px;font-size:14px}
label.check{display:flex;gap:6px;align-items:center}
input,select,textarea{font:inherit;padding:5px 8px;border:1px solid #c5cad6;border-radius:8px;background:#fff}
button{font:inherit;min-height:36px;padding:4px 12px;border:1px solid #c5cad6;border-radius:8px;background:#fff;color:inherit;cursor:pointer}
button:hover{background:#f4f6fb}
button.primary{background:#4a5cf0;border-color:#4a5cf0;color:#fff;font-weight:600}
:focus-visible{outline:3px solid #4a5cf0;outline-offset:2px}
code{font:13px/1.3 "DejaVu Sans Mono",monospace}
.badge{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600;background:#e3e6ee}
.badge.ok{background:#d6f2e0;color:#1b6b3c}
.badge.wait{background:#fff1cc;color:#7a5a00}
.badge.bad{background:#fdecea;color:#a12a1d}
.alert{margin:0;padding:8px 12px;border-radius:8px;background:#fdecea;color:#a12a1d}
.notice{margin:0;padding:8px 12px;border-radius:8px;background:#d6f2e0;color:#1b6b3c}
.secret{font:15px/1.4 "DejaVu Sans Mono",monospace;word-break:break-all;background:#eef0fd;padding:8px;border-radius:8px}
.feedback{white-space:pre-wrap;margin:4px 0;padding:8px 12px;border-left:4px solid #a12a1d;background:#fdf6f5}`;

/** Who is signed in, for the page header. */
export interface Viewer {
  name: string;
  role: string;
  team: string;
}

/** A whole page: header (with sign-out when someone is signed in), then `body` in <main>. */
export function page(title: string, body: string, viewer?: Viewer): string {
  const who = viewer
    ? `<span class="who">Signed in as <strong>${escapeHtml(viewer.name)}</strong> (${escapeHtml(viewer.role)}) of team <strong data-testid="team">${escapeHtml(viewer.team)}</strong></span>
<form method="post" action="/dashboard/sign-out" class="inline"><button type="submit">Sign out</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body>
<header><a href="/dashboard"><strong>Mock platform dashboard</strong></a>${who}</header>
<main>
${body}
</main>
</body></html>`;
}

/** A message the page announces: an error (`alert`) or a confirmation (`status`). */
export function message(kind: 'alert' | 'notice', text: string | undefined): string {
  if (!text) return '';
  return kind === 'alert' ? `<p role="alert" class="alert">${escapeHtml(text)}</p>` : `<p role="status" class="notice">${escapeHtml(text)}</p>`;
}

/** The sign-in form, with `error` when the last attempt failed. */
export function signInPage(error?: string): string {
  return page(
    'Sign in: mock platform dashboard',
    `<section class="card" aria-labelledby="sign-in">
<h1 id="sign-in">Sign in</h1>
<p class="hint">Sign in as a member of your team. A member is a local account made with
<code>npx mock-platform members create --team &lt;team&gt; --name &lt;name&gt; --role &lt;owner|manager|developer&gt;</code>,
which prints the password once. Team API keys are not dashboard credentials: they work only on the upload API.</p>
${message('alert', error)}
<form method="post" action="/dashboard/sign-in" class="stack">
<label>Team <input name="team" autocomplete="organization" required></label>
<label>Name <input name="name" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<div><button type="submit" class="primary">Sign in</button></div>
</form>
</section>`,
  );
}
