// Player, referrals and image sharing of the partner adapter, in Chromium on the mock platform.
import { expect, logged, openFixture, run, test } from '../../support/mock-platform';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const verify = ({ kind, token }: { kind: string; token: string }) =>
  fetch('/api/platform/partner/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind, token }) }).then((r) => r.json());

test('every player has a stable id; the mode is lite for a guest and authorized once registered', async ({ page, platform }) => {
  await openFixture(page, platform);
  const first = await page.evaluate(() => [Sdk.player.getId(), Sdk.player.getMode()]);
  await page.reload();
  await page.evaluate(() => Sdk.initializeAsync());
  expect(await page.evaluate(() => [Sdk.player.getId(), Sdk.player.getMode()])).toEqual(first);
  expect(first[1]).toBe('lite');

  await platform.control.setPlayer({ id: 'player-2', registered: true });
  await page.reload();
  await page.evaluate(() => Sdk.initializeAsync());
  expect(await page.evaluate(() => [Sdk.player.getId(), Sdk.player.getMode(), Sdk.player.getName()])).toEqual(['player-2', 'authorized', 'Player player-2']);
});

test('getSignedPlayerInfoAsync: the signature verifies as this player', async ({ page, platform }) => {
  await openFixture(page, platform);
  const info = await page.evaluate(() => Sdk.player.getSignedPlayerInfoAsync());
  expect(info.playerId).toBe('player-1');
  const verified = await page.evaluate(verify, { kind: 'player', token: info.signature });
  expect(verified).toMatchObject({ success: true, data: { kind: 'player', playerId: 'player-1' } });
});

test('bot avatars: supported, and the same username always gives the same picture', async ({ page, platform }) => {
  await openFixture(page, platform);
  const result = await page.evaluate(async () => {
    const a = await Sdk.player.getBotAvatarAsync('Farmer Joe', 64);
    const again = await Sdk.player.getBotAvatarAsync('Farmer Joe', 64);
    const other = await Sdk.player.getBotAvatarAsync('Farmer Ann', 64);
    const picture = async (url: string) => (await fetch(url)).text();
    return { supported: Sdk.player.isBotAvatarSupported(), same: a === again && (await picture(a)) === (await picture(again)), differs: (await picture(a)) !== (await picture(other)), type: (await fetch(a)).headers.get('content-type') };
  });
  expect(result).toEqual({ supported: true, same: true, differs: true, type: 'image/svg+xml; charset=utf-8' });
});

test('referrals.shareAsync takes onboardingSlug and notificationTemplates; listAsync returns the invited players with a signedRequest', async ({ page, platform }) => {
  await openFixture(page, platform);
  await platform.control.setOutcome('share', 'share');
  const shared = await run(page, () =>
    Sdk.referrals.shareAsync({ text: 'Farm with me', onboardingSlug: 'farm-invite', notificationTemplates: [{ title: 'Your friend joined', body: 'Say hi!' }] }),
  );
  expect(shared.ok).toBe(true);
  const [entry] = await logged(platform, 'shareReferral');
  expect(entry).toMatchObject({ outcome: 'shared', args: { onboardingSlug: 'farm-invite', notificationTemplates: [{ title: 'Your friend joined', body: 'Say hi!' }] } });

  await platform.control.addReferral('friend-7');
  const list = await page.evaluate(() => Sdk.referrals.listAsync());
  expect(list.referrals.map((r: { playerId: string }) => r.playerId)).toEqual(['friend-7']);
  expect(await page.evaluate(verify, { kind: 'referrals', token: list.signedRequest })).toMatchObject({ success: true, data: { kind: 'referrals' } });
});

test('context.shareAsync works although context.isSupported() is false', async ({ page, platform }) => {
  await openFixture(page, platform);
  await platform.control.setOutcome('share', 'share');
  expect(await page.evaluate(() => Sdk.context.isSupported())).toBe(false);
  const outcome = await run(page, (image) => Sdk.context.shareAsync({ intent: 'SHARE', image, text: 'My farm', data: { level: 3 } }), PNG);
  expect(outcome.ok).toBe(true);
  const [entry] = await logged(platform, 'shareImage');
  expect(entry).toMatchObject({ outcome: 'shared', args: { intent: 'SHARE', text: 'My farm' } });
});
