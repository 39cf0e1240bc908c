// The publishing flow on the dashboard in Chromium, as a team member walks it: create a game,
// upload a build by hand, open it in the Inspector, mark it QA passed, Request Publish choosing
// the platform; the team (the mock's control surface) requests changes; upload again (the QA
// pass is cleared), pass QA, request again; the team approves. Plus the team's API keys.
import { createGame, createMember, exampleGameZip, expect, signIn, test, uploadByHand } from './dashboard';

test('walks create game, hand upload, Inspector, QA pass, Request Publish, changes requested, new upload, approval', async ({ page, platform, owner }) => {
  const zip = await exampleGameZip();
  await signIn(page, platform, owner);
  await createGame(page, 'Tap Farm');
  await expect(page.getByTestId('stage')).toHaveText('Stage 1: upload a build');

  await uploadByHand(page, zip, 'First build by hand');
  await expect(page.getByTestId('stage')).toContainText('Stage 3');
  const builds = page.getByRole('region', { name: 'Builds' });
  await expect(builds.getByRole('row', { name: /dashboard upload/ })).toHaveCount(1);
  await expect(builds).toContainText('New build (dashboard upload) of Tap Farm uploaded: First build by hand');

  // The Inspector: the platform shell runs the build from the content origin on the partner platform.
  const gamePage = page.url();
  await builds.getByRole('link', { name: 'open in the Inspector' }).click();
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('[data-testid="plot-0"]')).toBeVisible();
  await page.goto(gamePage);

  await builds.getByRole('button', { name: 'Mark QA passed' }).click();
  await expect(page.getByRole('status')).toContainText('QA passed');
  await expect(page.getByTestId('qa-status')).toHaveText('QA passed');
  await expect(page.getByTestId('stage')).toContainText('Stage 4');

  const publish = page.getByRole('region', { name: 'Request Publish' });
  await publish.getByLabel('Platform', { exact: true }).selectOption('partner');
  await publish.getByLabel('The game shows its own registration prompt').check();
  await publish.getByRole('button', { name: 'Request Publish' }).click();
  await expect(page.getByTestId('review-status')).toHaveText('in review by the team');
  await expect(page.getByTestId('stage')).toHaveText('Stage 4: publish requested; the team is reviewing the build');
  await expect(publish).toContainText('A request is in review');

  // The service's team reviews: changes requested, with feedback.
  const [request] = await platform.control.getPublishRequests();
  expect(request).toMatchObject({ game_name: 'Tap Farm', team_id: 'acme', platform: 'partner', own_registration_prompt: true, status: 'in_review', requested_by: 'Ann' });
  await platform.control.reviewPublishRequest(request!.id, 'request-changes', 'Checklist item 5: schedule a notification for every day from D1 to D7.');
  await page.reload();
  await expect(page.getByTestId('review-status')).toHaveText('changes requested');
  await expect(page.getByTestId('review-feedback')).toContainText('schedule a notification for every day from D1 to D7');
  await expect(publish).toContainText('The team requested changes on this build: upload a new build');

  // A new upload clears the QA pass; the new build passes QA and is requested again.
  await uploadByHand(page, zip, 'Notifications for the whole week');
  await expect(page.getByTestId('qa-status')).toHaveCount(0);
  await expect(page.getByTestId('stage')).toContainText('Stage 3');
  await expect(publish).toContainText('Request Publish needs a build that passed QA');
  await expect(builds.getByRole('row', { name: /dashboard upload/ })).toHaveCount(2);
  await builds.getByRole('button', { name: 'Mark QA passed' }).click();
  await expect(page.getByTestId('qa-status')).toHaveText('QA passed');
  await publish.getByRole('button', { name: 'Request Publish' }).click();
  await expect(page.getByTestId('review-status').first()).toHaveText('in review by the team');

  const [second] = await platform.control.getPublishRequests();
  expect(second!.id).not.toBe(request!.id);
  expect(second!.build_id).not.toBe(request!.build_id);
  await platform.control.reviewPublishRequest(second!.id, 'approve');
  await page.reload();
  await expect(page.getByTestId('review-status').first()).toHaveText('approved');
  await expect(page.getByTestId('stage')).toHaveText('Stage 4: approved by the team');
  await expect(page.getByTestId('review-status').nth(1)).toHaveText('changes requested');
});

test('an owner creates a key (its secret shown once) and revokes it; a developer sees no keys', async ({ page, platform, owner }) => {
  await signIn(page, platform, owner);
  const keys = page.getByRole('region', { name: 'Team API keys' });
  await keys.getByLabel("New key's name").fill('GitHub Actions');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('new-key').textContent())!;
  expect(secret).toMatch(/^gsk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
  const created = await fetch(`${platform.url}/api/v1/games`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: '{"name":"From CI"}' });
  expect(created.status).toBe(201);

  await page.goto(`${platform.url}/dashboard`);
  await expect(page.getByTestId('new-key')).toHaveCount(0);
  await expect(keys.getByRole('row', { name: /GitHub Actions/ })).toContainText(secret.slice(0, 12));
  await keys.getByRole('button', { name: /Revoke key GitHub Actions/ }).click();
  await expect(page.getByRole('status')).toContainText('API key revoked');
  const refused = await fetch(`${platform.url}/api/v1/games`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: '{"name":"From CI"}' });
  expect(refused.status).toBe(401);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, platform, createMember((platform as typeof platform & { dataDir: string }).dataDir, 'acme', 'Dev', 'developer'));
  await expect(keys).toContainText("Only a team owner or manager can create, list and revoke the team's API keys.");
  await expect(keys.getByRole('button', { name: 'Create key' })).toHaveCount(0);
});
