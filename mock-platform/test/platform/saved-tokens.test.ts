// What the platform observes of a game's grants in the player store, logged for the checklist
// monitor's item 6: the purchase tokens a save holds (and any twice), and whether a stored save
// held a purchase's token when the game consumed it.
import { describe, expect, it } from 'vitest';
import { mockSdk, platform } from './support.js';

describe('grants observed in the player store', () => {
  it('logs the tokens each save holds, any saved twice, and whether a consumed purchase\'s token was saved first', async () => {
    const server = await platform();
    await server.control.seedPurchases(2);
    const sdk = mockSdk(server);
    await sdk.init();
    await sdk.gameReady();
    const [first, second] = await sdk.purchases();
    await sdk.saveData({ save: JSON.stringify({ farm: 'Sunny Acres', tokens: [first!.purchaseToken] }) });
    await sdk.consume(first!.purchaseToken);
    await sdk.consume(second!.purchaseToken); // consumed before any save held its token
    await sdk.saveData({ save: JSON.stringify({ farm: 'Sunny Acres', tokens: [first!.purchaseToken, second!.purchaseToken, second!.purchaseToken] }) });

    const events = await server.control.getEvents();
    const saves = events.filter((e) => e.call === 'saveData').map((e) => e.args);
    expect(saves).toEqual([
      expect.objectContaining({ purchaseTokens: 1, tokensSavedTwice: 0 }),
      expect.objectContaining({ purchaseTokens: 2, tokensSavedTwice: 1 }),
    ]);
    const consumes = events.filter((e) => e.call === 'consume').map((e) => [e.args.purchaseToken, e.args.tokenSaved]);
    expect(consumes).toEqual([
      [first!.purchaseToken, true],
      [second!.purchaseToken, false],
    ]);
    // The save itself is never logged, nor any signed value.
    expect(JSON.stringify(events)).not.toContain('Sunny Acres');
    expect(JSON.stringify(events)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });

  it('counts only the player\'s own purchase tokens, not look-alikes', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await sdk.saveData({ note: 'pt-00000000-0000-0000-0000-000000000000 pt-00000000-0000-0000-0000-000000000000' });
    const [save] = (await server.control.getEvents()).filter((e) => e.call === 'saveData');
    expect(save!.args).toMatchObject({ purchaseTokens: 0, tokensSavedTwice: 0 });
  });
});
