// The dashboard's game page after a review asked for changes: the picture in the upload API's
// README comes from this test, which also checks what the picture shows. Every run writes it
// among the test artifacts; UPDATE_DOCS_SCREENSHOTS=1 also replaces the committed one.
import { fileURLToPath } from 'node:url';
import { createGame, exampleGameZip, expect, signIn, test, uploadByHand } from './dashboard';

const DOCS_SCREENSHOT = fileURLToPath(new URL('../../../mock-platform/docs/dashboard-game-page.png', import.meta.url));
const SCREENSHOT = process.env.UPDATE_DOCS_SCREENSHOTS === '1' ? DOCS_SCREENSHOT : fileURLToPath(new URL('../../.artifacts/dashboard-game-page.png', import.meta.url));

test('screenshot: the game page shows the stage, the QA pass, the review status with the feedback, and the builds', async ({ page, platform, owner }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  const zip = await exampleGameZip();
  await signIn(page, platform, owner);
  await createGame(page, 'Tap Farm');
  await uploadByHand(page, zip, 'First build by hand');
  await page.getByRole('button', { name: 'Mark QA passed' }).click();
  await page.getByRole('region', { name: 'Request Publish' }).getByRole('button', { name: 'Request Publish' }).click();
  const [request] = await platform.control.getPublishRequests();
  await platform.control.reviewPublishRequest(request!.id, 'request-changes', 'Checklist item 5: schedule a notification for every day from D1 to D7.');
  await page.goto(page.url().replace(/\?.*$/, ''));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tap Farm');
  await expect(page.getByTestId('stage')).toHaveText('Stage 4: the team requested changes; upload a new build');
  await expect(page.getByTestId('qa-status')).toBeVisible();
  await expect(page.getByTestId('review-status')).toHaveText('changes requested');
  await expect(page.getByTestId('review-feedback')).toBeVisible();
  await expect(page.getByRole('link', { name: 'open in the Inspector' })).toBeVisible();
  // Readable at a glance: the feedback and the status badge sit in the first screenful.
  const feedback = (await page.getByTestId('review-feedback').boundingBox())!;
  expect(feedback.y + feedback.height).toBeLessThan(900);

  const picture = await page.screenshot({ path: SCREENSHOT, fullPage: true });
  expect(picture.length).toBeGreaterThan(10_000);
});
