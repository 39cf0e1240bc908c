// The shell with the registration prompt open: the picture in mock-platform/README.md comes from
// this test, which also checks what the picture shows. Every run writes the picture among the
// test artifacts; UPDATE_DOCS_SCREENSHOTS=1 also replaces the committed one in the README, so a
// plain test run leaves the working tree clean.
import { fileURLToPath } from 'node:url';
import { expect, harvest, openShell, test } from '../checklist/farm';

const DOCS_SCREENSHOT = fileURLToPath(new URL('../../../mock-platform/docs/shell-registration-prompt.png', import.meta.url));
const SCREENSHOT = process.env.UPDATE_DOCS_SCREENSHOTS === '1' ? DOCS_SCREENSHOT : fileURLToPath(new URL('../../.artifacts/shell-registration-prompt.png', import.meta.url));

test('screenshot: the registration prompt overlay shows the code the platform issued, over the game', async ({ page, platform }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  const game = await openShell(page, platform);
  await harvest(game, 3);
  const overlay = page.getByTestId('registration-prompt');
  await expect(overlay).toBeVisible();

  const [pending] = await platform.control.getPending();
  expect(pending).toMatchObject({ kind: 'registration' });
  const code = String(pending!.details.code);
  await expect(page.getByTestId('registration-code')).toHaveText(code);
  await expect(page.getByTestId('registration-message')).toHaveText(`Keep your farm on every phone: text ${code} to register. Your crops and coins come with you.`);
  await expect(page.getByTestId('complete-registration')).toBeVisible();
  await expect(page.getByTestId('player-mode')).toHaveText('guest');
  // The overlay lies over the game's frame, as the platform's own screen would.
  const frame = (await page.getByTestId('game-frame').boundingBox())!;
  const sheet = (await overlay.boundingBox())!;
  expect(sheet.x).toBeGreaterThanOrEqual(frame.x);
  expect(sheet.x + sheet.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  await expect(page.locator('[data-testid="checklist"] [data-key="guest-progress"]')).toHaveAttribute('data-status', 'pass');

  const picture = await page.screenshot({ path: SCREENSHOT });
  expect(picture.length).toBeGreaterThan(10_000);
});
