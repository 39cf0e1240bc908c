// Checklist item 3 made observable: the platform's automatic login reminder appears for a guest on
// a timer unless the team turned it off, and a game that shows its own prompt while the reminders
// are on is a finding (a guest would meet two login prompts).
import { describe, expect, it } from 'vitest';
import { evaluateChecklist } from '../../src/checklist/index.js';
import { mockSdk, platform } from '../platform/support.js';
import { LogBuilder } from './log-builder.js';

const reminders = async (server: Awaited<ReturnType<typeof platform>>) => (await server.control.getEvents()).filter((entry) => entry.call === 'loginReminder');

describe('the platform shows automatic login reminders', () => {
  it('to a guest, loginReminderMs after startGameAsync, while the team leaves them on (the default)', async () => {
    const server = await platform({}, { loginReminderMs: 50 });
    expect((await server.control.state()).loginReminders).toBe(true);
    const sdk = mockSdk(server);
    await sdk.init();
    await sdk.gameReady();
    await expect.poll(async () => (await reminders(server)).length).toBe(1);
    expect((await reminders(server))[0]).toMatchObject({ outcome: 'shown', args: { afterMs: 50 } });
  });

  it('never once the team turned them off, nor to a registered player', async () => {
    const server = await platform({}, { loginReminderMs: 50 });
    await server.control.setLoginReminders(false);
    const guest = mockSdk(server);
    await guest.init();
    await guest.gameReady();
    await server.control.setLoginReminders(true);
    await server.control.setPlayer({ registered: true });
    const registered = mockSdk(server);
    await registered.init();
    await registered.gameReady();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await reminders(server)).toEqual([]);
  });
});

describe('checklist item 3 flags the conflict', () => {
  const withOwnPrompt = () => {
    const log = new LogBuilder();
    log.start('s1');
    log.add('saveData', { session: 's1' });
    log.add('showRegistration', { session: 's1' });
    log.add('registrationClosed', { session: 's1', outcome: 'closed' });
    return log;
  };

  it('a game that shows its own prompt while the reminders are on is a finding', () => {
    const report = evaluateChecklist({ ...withOwnPrompt().input(), settings: { loginReminders: true } });
    const item = report.items.find((entry) => entry.key === 'one-prompt')!;
    expect(item.status).toBe('finding');
    expect(item.evidence[0]).toBe(
      "the game shows its own login prompt (#4) while the platform's automatic login reminders are on: tell the team the game shows its own prompt, so they turn the reminders off",
    );
  });

  it('passes with the reminders off', () => {
    const report = evaluateChecklist({ ...withOwnPrompt().input(), settings: { loginReminders: false } });
    const item = report.items.find((entry) => entry.key === 'one-prompt')!;
    expect(item.status).toBe('pass');
    expect(item.evidence[0]).toBe("the game shows its own prompt and the platform's automatic login reminders are off");
  });
});
