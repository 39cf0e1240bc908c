// Player data and the registration flow of the partner adapter, in Chromium on the mock platform.
import { expect, fixtureUrl, logged, openFixture, run, test } from '../../support/mock-platform';

test('a guest saves: data.* and player.*Data share one store, kept by the platform', async ({ page, platform }) => {
  await openFixture(page, platform);
  const stored = await page.evaluate(async () => {
    const ok = await Sdk.data.setStringAsync('level', '3');
    await Sdk.player.setDataAsync({ coins: 40 });
    return { ok, mode: Sdk.player.getMode(), level: Sdk.data.getString('level'), coins: (await Sdk.player.getDataAsync(['coins'])).coins };
  });
  expect(stored).toEqual({ ok: true, mode: 'lite', level: '3', coins: 40 });
  expect((await platform.control.getPlayerData()).data).toEqual({ level: '3', coins: 40 });
});

test('data follows the player: two browser contexts of the same player see the same data', async ({ browser, platform }) => {
  const phone = await browser.newContext();
  const tablet = await browser.newContext();
  const first = await phone.newPage();
  await openFixture(first, platform);
  await first.evaluate(() => Sdk.data.setStringAsync('farm', 'three cows'));
  const second = await tablet.newPage();
  await openFixture(second, platform);
  expect(await second.evaluate(() => [Sdk.player.getId(), Sdk.data.getString('farm')])).toEqual([await first.evaluate(() => Sdk.player.getId()), 'three cows']);
  await phone.close();
  await tablet.close();
});

test('1 MB per player: a write past it is refused and stored data is unchanged', async ({ page, platform }) => {
  await openFixture(page, platform);
  const result = await page.evaluate(async () => {
    await Sdk.data.setStringAsync('small', 'kept');
    const big = await Sdk.data.setStringAsync('big', 'x'.repeat(1_000_001));
    return { big, usage: Sdk.data.getUsage() };
  });
  expect(result.big).toBe(false);
  expect(result.usage.limitBytes).toBe(1_000_000);
  const data = await platform.control.getPlayerData();
  expect(data.data).toEqual({ small: 'kept' });
  expect(data.limitBytes).toBe(1_000_000);
});

test('showRegistrationPrompt throws INVALID_PARAM, synchronously, for a blank, too long or badly placed code message', async ({ page, platform }) => {
  await openFixture(page, platform);
  const outcomes = await page.evaluate(() =>
    ['   ', `${'a'.repeat(121)} {{registrationCode}}`, 'no code here', '{{registrationCode}} and {{registrationCode}}'].map((message) => {
      try {
        const returned = Sdk.auth.showRegistrationPrompt({ message });
        return { threw: false, isPromise: returned instanceof Promise };
      } catch (error) {
        return { threw: true, code: (error as { code: string }).code, message: (error as Error).message };
      }
    }),
  );
  expect(outcomes.map((o) => o.code)).toEqual(['INVALID_PARAM', 'INVALID_PARAM', 'INVALID_PARAM', 'INVALID_PARAM']);
  expect(outcomes.every((o) => o.threw)).toBe(true);
  expect(outcomes[1]!.message).toContain('at most 140 characters');
  expect(outcomes[3]!.message).toContain('exactly once');
  expect(await logged(platform, 'showRegistration')).toHaveLength(0);
});

test('showRegistrationPrompt throws INVALID_OPERATION for a registered player', async ({ page, platform }) => {
  await platform.control.setPlayer({ registered: true });
  await openFixture(page, platform);
  const outcome = await page.evaluate(() => {
    try {
      Sdk.auth.showRegistrationPrompt({ message: 'Text {{registrationCode}} to save' });
      return null;
    } catch (error) {
      return (error as { code: string }).code;
    }
  });
  expect(outcome).toBe('INVALID_OPERATION');
  expect(await logged(platform, 'showRegistration')).toHaveLength(0);
  // The mock still sees the attempt, for the launch checklist: the page reports it one way, later.
  await expect.poll(async () => (await logged(platform, 'observed.registrationPromptCall'))[0]?.args.mode).toBe('authorized');
});

test('a closed prompt calls onClose with registered false and the player stays a guest', async ({ page, platform }) => {
  await platform.control.setOutcome('registration', 'close');
  await openFixture(page, platform);
  const closed = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const prompt = Sdk.auth.showRegistrationPrompt({ message: 'Keep your farm: text {{registrationCode}}', onClose: resolve });
        if (typeof prompt.login !== 'function') resolve('no login()');
      }),
  );
  expect(closed).toEqual({ registered: false });
  expect(await page.evaluate(() => Sdk.auth.isAuthenticated())).toBe(false);
  expect((await platform.control.getPlayer()).registered).toBe(false);
});

test('guest to registered: the prompt shows the code, login() completes registration, the game reloads and the player is authorized with the same id and data', async ({ page, platform }) => {
  await openFixture(page, platform);
  const guest = await page.evaluate(async () => {
    await Sdk.data.setStringAsync('progress', 'level 4');
    return { id: Sdk.player.getId(), mode: Sdk.player.getMode(), authenticated: Sdk.auth.isAuthenticated() };
  });
  expect(guest).toMatchObject({ mode: 'lite', authenticated: false });

  await page.evaluate(() => {
    window.closedWith = null;
    const prompt = Sdk.auth.showRegistrationPrompt({ message: 'Text {{registrationCode}} to keep your farm', onClose: (result: unknown) => (window.closedWith = result) });
    void prompt.login();
  });
  // The shell shows the waiting prompt with the code in its message; the player registers.
  await expect.poll(async () => (await platform.control.getPending()).length).toBe(1);
  const [pending] = await platform.control.getPending();
  expect(pending!.kind).toBe('registration');
  expect(pending!.details.message).toBe(`Text ${pending!.details.code} to keep your farm`);
  const reloaded = page.waitForEvent('load');
  await platform.control.answer(pending!.id, 'register');
  await reloaded;

  expect(page.url()).toBe(fixtureUrl(platform));
  await page.evaluate(() => Sdk.initializeAsync());
  const registered = await page.evaluate(() => ({ id: Sdk.player.getId(), mode: Sdk.player.getMode(), authenticated: Sdk.auth.isAuthenticated(), progress: Sdk.data.getString('progress') }));
  expect(registered).toEqual({ id: guest.id, mode: 'authorized', authenticated: true, progress: 'level 4' });
  expect((await logged(platform, 'registrationClosed'))[0]!.outcome).toBe('registered');
});

test('signInAsync resolves with the current player', async ({ page, platform }) => {
  await openFixture(page, platform);
  const outcome = await run(page, () => Sdk.auth.signInAsync());
  expect(outcome).toMatchObject({ ok: true, value: { mode: 'lite', id: 'player-1' } });
});

declare global {
  interface Window {
    closedWith: unknown;
  }
}
