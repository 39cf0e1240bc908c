// Acceptance: the deliberately faulty variant (examples/web-game/faulty.html) gets exactly its
// three findings: a prompt before any save, a prompt for a registered player, and a 120-character
// notification body that the SDK refuses before the platform hears of it.
import { checklist, completeRegistration, expect, openShell, statuses, test } from './farm';

test('the faulty variant gets exactly its three findings, each with its evidence', async ({ page, platform }) => {
  const game = await openShell(page, platform, 'faulty.html');
  await completeRegistration(page, game); // the prompt came before any save
  await expect(game.locator('[data-testid="message"]')).toContainText('INVALID_OPERATION'); // asked again once registered
  await expect(page.locator('[data-testid="notifications"] li.filled')).toHaveCount(6); // D1 to D7 but D3
  await page.locator('[data-control="exitRequested"]').click();
  await expect.poll(async () => statuses(await checklist(platform))['save-on-exit']).toBe('pass');

  const report = await checklist(platform);
  const findings = report.items.filter((item) => item.status === 'finding');
  expect(findings.map((item) => item.key)).toEqual(['guest-progress', 'prompt-guests-only', 'notifications']);
  expect(report.findings).toBe(3);
  const evidence = (key: string) => report.items.find((item) => item.key === key)!.evidence.join('\n');
  expect(evidence('guest-progress')).toMatch(/prompt #\d+ was shown before any save of player player-1/);
  expect(evidence('prompt-guests-only')).toMatch(/the game called auth\.showRegistrationPrompt for registered player player-1/);
  expect(evidence('notifications')).toContain('the SDK refused a notification before it reached the platform');
  expect(evidence('notifications')).toContain('body must be at most 100 characters, got 120');
  expect(evidence('notifications')).toContain('no notification scheduled for D3');
  await expect(page.locator('[data-testid="checklist"] [data-status="finding"]')).toHaveCount(3);
});
