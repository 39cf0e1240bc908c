import { describe, expect, it } from 'vitest';
import { evaluateChecklist, type ChecklistPlayer } from '../../src/checklist/index.js';
import { awaiting, LogBuilder } from './log-builder.js';

const recovered = (b: LogBuilder, players: ChecklistPlayer[] = [], afterMs = 60_000) =>
  evaluateChecklist(b.input(afterMs, players)).items.find((i) => i.key === 'purchases-recovered')!;

const pending = (purchasedAt: string): ChecklistPlayer => ({ id: 'p1', pendingPurchases: [{ productId: 'seeds_pack', purchaseToken: 'pt-1', purchasedAt }] });

describe('checklist item 6: purchases recovered at start-up', () => {
  it('passes a session that asked for purchases after startGameAsync and left none from before its start', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('purchases');
    b.add('consume', { args: { purchaseToken: 'pt-1' } });
    expect(recovered(b)).toMatchObject({ id: 6, status: 'pass', evidence: ['session s1 recovered purchases (#3) and left none pending from before its start'] });
  });

  it('finds a session that never asked for purchases after startGameAsync', () => {
    const b = new LogBuilder();
    b.add('init', { session: 's1' });
    b.add('purchases'); // before start: does not count
    b.add('gameReady');
    expect(recovered(b)).toMatchObject({ status: 'finding', evidence: ['session s1 never called getPurchasesAsync after startGameAsync (#3)'] });
  });

  it('finds a purchase pending since before the start that is still unconsumed after start-up', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('purchases');
    const result = recovered(b, [pending('2026-03-01T09:00:00.000Z')]);
    expect(result.status).toBe('finding');
    expect(result.evidence[0]).toBe('session s1: 1 purchase pending at start-up still unconsumed (seeds_pack)');
  });

  it('does not count a purchase made after the start against start-up recovery', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('purchases');
    expect(recovered(b, [pending('2026-03-01T11:00:00.000Z')]).status).toBe('pass');
  });

  it('waits during start-up, and leaves a session cut short by a reload unjudged', () => {
    const b = new LogBuilder();
    b.start('s1');
    expect(recovered(b, [], 1_000)).toMatchObject({ status: 'not-observed', evidence: ['session s1: start-up not over', awaiting('purchases-recovered')] });
    b.start('s2'); // the reload after registration, before s1 asked for purchases
    b.add('purchases', { session: 's2' });
    expect(recovered(b)).toMatchObject({ status: 'pass', evidence: ['session s2 recovered purchases (#5) and left none pending from before its start'] });
  });
});

describe('checklist item 6: grants the player store shows', () => {
  const started = () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('purchases');
    return b;
  };

  it('passes a game that saved each token once before consuming it', () => {
    const b = started();
    b.add('saveData', { args: { keys: 1, bytes: 80, purchaseTokens: 1, tokensSavedTwice: 0 } });
    b.add('consume', { args: { purchaseToken: 'pt-1', tokenSaved: true } });
    expect(recovered(b)).toMatchObject({ status: 'pass' });
    expect(recovered(b).evidence).toContain("player p1: every consumed purchase's token was in a stored save first, none saved twice");
  });

  it('finds a save holding a purchase token twice: a purchase granted twice', () => {
    const b = started();
    b.add('saveData', { args: { keys: 1, bytes: 80, purchaseTokens: 1, tokensSavedTwice: 1 } });
    b.add('consume', { args: { purchaseToken: 'pt-1', tokenSaved: true } });
    expect(recovered(b)).toMatchObject({ status: 'finding', evidence: ['player p1: a save holds 1 purchase token(s) twice (#4): a purchase granted twice'] });
  });

  it('finds a purchase consumed before any stored save held its token, once the game keeps tokens in the store', () => {
    const b = started();
    b.add('consume', { args: { purchaseToken: 'pt-1', tokenSaved: false } });
    b.add('saveData', { args: { keys: 1, bytes: 80, purchaseTokens: 1, tokensSavedTwice: 0 } });
    expect(recovered(b)).toMatchObject({
      status: 'finding',
      evidence: ['player p1: purchase pt-1 consumed before any stored save held its token (#4): save the grant with its token first'],
    });
  });

  it('says what it cannot observe when the store never held a token (grants kept by a backend)', () => {
    const b = started();
    b.add('saveData', { args: { keys: 1, bytes: 20, purchaseTokens: 0, tokensSavedTwice: 0 } });
    b.add('consume', { args: { purchaseToken: 'pt-1', tokenSaved: false } });
    const result = recovered(b);
    expect(result.status).toBe('pass');
    expect(result.evidence.at(-1)).toMatch(/^player p1: the player store held no purchase token, so whether each was granted once is not observable here/);
  });
});
