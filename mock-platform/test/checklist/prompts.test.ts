import { describe, expect, it } from 'vitest';
import { evaluateChecklist } from '../../src/checklist/index.js';
import { LogBuilder } from './log-builder.js';

const item = (b: LogBuilder, key: string) => evaluateChecklist(b.input(60_000)).items.find((i) => i.key === key)!;

describe('checklist: registration prompts (items 2, 3, 4)', () => {
  it('passes item 2 when the guest saved before the prompt', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('saveData', { args: { keys: 1, bytes: 40 } });
    b.add('showRegistration', { args: { message: 'Text {{registrationCode}}' } });
    expect(item(b, 'guest-progress')).toMatchObject({ id: 2, status: 'pass' });
  });

  it('finds item 2 when the prompt came before any save of that player', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('saveData', { player: 'someone-else', session: 's9' });
    b.add('showRegistration');
    b.add('saveData');
    const result = item(b, 'guest-progress');
    expect(result.status).toBe('finding');
    expect(result.evidence[0]).toMatch(/prompt #4 was shown before any save of player p1/);
  });

  it('leaves item 2 not observed while no guest was prompted', () => {
    const b = new LogBuilder();
    b.start('s1');
    expect(item(b, 'guest-progress').status).toBe('not-observed');
  });

  it('finds item 3 when a session opens a second prompt before the first closed', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('saveData');
    b.add('showRegistration');
    b.add('showRegistration');
    expect(item(b, 'one-prompt')).toMatchObject({ id: 3, status: 'finding', evidence: ['prompt #5 was opened while prompt #4 was still on screen'] });
  });

  it('passes item 3 when a prompt opens after the previous one closed', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('saveData');
    b.add('showRegistration');
    b.add('registrationClosed', { outcome: 'closed' });
    b.add('showRegistration');
    expect(item(b, 'one-prompt').status).toBe('pass');
  });

  it('finds item 4 when the platform refused a prompt for a registered player', () => {
    const b = new LogBuilder();
    b.setRegistered('p1', true);
    b.start('s1');
    b.add('showRegistration', { outcome: 'NOT_ALLOWED' });
    expect(item(b, 'prompt-guests-only')).toMatchObject({ id: 4, status: 'finding' });
  });

  it('finds item 4 when the page asked for a prompt for a registered player (which the SDK refuses before the platform)', () => {
    const b = new LogBuilder();
    b.setRegistered('p1', true);
    b.start('s1');
    b.add('observed.registrationPromptCall', { args: { mode: 'authorized' }, outcome: 'observed' });
    const result = item(b, 'prompt-guests-only');
    expect(result.status).toBe('finding');
    expect(result.evidence).toEqual(['the game called auth.showRegistrationPrompt for registered player p1 (#4)']);
  });

  it("does not count a guest's prompt call against item 4", () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('observed.registrationPromptCall', { args: { mode: 'lite' }, outcome: 'observed' });
    expect(item(b, 'prompt-guests-only').status).toBe('not-observed');
  });

  it('passes item 4 once a registered player played without a prompt, and counts registration from the completed prompt on', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('saveData');
    b.add('showRegistration');
    b.add('registrationClosed', { outcome: 'registered' });
    b.start('s2');
    const report = evaluateChecklist(b.input(60_000));
    expect(report.items.find((i) => i.key === 'prompt-guests-only')).toMatchObject({ status: 'pass', evidence: ['session s2 of registered player p1 showed no prompt'] });
    expect(report.items.find((i) => i.key === 'guest-progress')!.status).toBe('pass');
  });

  it('leaves item 4 not observed until a registered player plays, saying so after a guest was prompted', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('saveData');
    b.add('showRegistration');
    const result = item(b, 'prompt-guests-only');
    expect(result.status).toBe('not-observed');
    // A guest's prompt is what the item allows: the wait names a registered player's session, not a prompt.
    expect(result.evidence.join(' ')).toMatch(/registered player's session/);
    expect(result.evidence.join(' ')).not.toMatch(/when a login prompt is shown/);
  });
});
