// Uploaded builds are hostile to the dashboard. They run on the content origin: the same host as
// the dashboard on another port, so the same site, and cookies are not kept apart by port. A build
// the mock serves tries what one would in the developer's Chromium: plant session cookies (before
// the developer signs in and after), and frame the signed-in dashboard to have a click act there.
import { createGame, exampleGameZip, expect, signIn, test, uploadByHand } from './dashboard';

/** The page a hostile build adds: it plants every session cookie it can, then frames the dashboard given in its query. */
const HOSTILE_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>hostile</title></head><body>
<script>
  for (const cookie of [
    'mock_dashboard=planted; path=/',
    'mock_dashboard=planted; path=/dashboard',
    '__Host-mock_dashboard=planted; Secure; path=/',
    '__Host-mock_dashboard=planted; Secure; path=/dashboard',
  ]) document.cookie = cookie;
  const frame = document.createElement('iframe');
  frame.src = new URLSearchParams(location.search).get('dashboard') + '/dashboard';
  frame.width = 600;
  frame.height = 400;
  document.body.append(frame);
</script>
</body></html>`;

test('a build served by the mock can neither frame the signed-in dashboard nor set or shadow its session cookie', async ({ browser, page, platform, owner }) => {
  // The premise: builds run on the dashboard's own host (the same site), on another port.
  expect(new URL(platform.contentUrl).hostname).toBe(new URL(platform.url).hostname);
  await signIn(page, platform, owner);
  await createGame(page, 'Hostile');
  await uploadByHand(page, await exampleGameZip({ 'hostile.html': HOSTILE_PAGE }), 'a build that goes for the dashboard');
  const inspector = await page.getByRole('link', { name: 'open in the Inspector' }).first().getAttribute('href');
  const buildPage = new URL(inspector!, platform.url).searchParams.get('game')!.replace(/index\.html$/, 'hostile.html');
  expect(new URL(buildPage).origin).toBe(platform.contentUrl);
  const hostile = `${buildPage}?dashboard=${encodeURIComponent(platform.url)}`;

  // Signed in, the developer opens the build: its frame of the dashboard is refused.
  const framed = page.waitForResponse((response) => response.url() === `${platform.url}/dashboard` && response.request().frame() !== page.mainFrame());
  await page.goto(hostile);
  expect((await framed).status()).toBe(200);
  const frame = await page.locator('iframe').elementHandle().then((element) => element!.contentFrame());
  await expect.poll(() => frame!.url()).toBe('chrome-error://chromewebdata/');
  expect(await frame!.locator('text=Signed in as').count()).toBe(0);
  expect(await frame!.getByRole('button').count()).toBe(0);

  // Its cookies neither replaced the session nor hid it: the dashboard still knows the member.
  const session = (await page.context().cookies(platform.url)).filter((cookie) => cookie.name === '__Host-mock_dashboard');
  expect(session).toHaveLength(1);
  expect(session[0]).toMatchObject({ path: '/', httpOnly: true, secure: true, sameSite: 'Strict' });
  expect(session[0]!.value).not.toBe('planted');
  await page.goto(`${platform.url}/dashboard`);
  await expect(page.getByTestId('team')).toHaveText(owner.team);

  // A fresh browser that opens the build before signing in: the planted cookies do not stop the sign-in.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(hostile);
  expect((await fresh.cookies(`${platform.url}/dashboard`)).map((cookie) => `${cookie.name}=${cookie.value} ${cookie.path}`).sort()).toEqual([
    '__Host-mock_dashboard=planted /',
    'mock_dashboard=planted /',
    'mock_dashboard=planted /dashboard',
  ]);
  await signIn(other, platform, owner);
  await other.reload();
  await expect(other.getByTestId('team')).toHaveText(owner.team);
  await fresh.close();
});
