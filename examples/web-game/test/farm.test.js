import { describe, expect, it } from 'vitest';
import { GROW_MS, HARVEST_COINS, KEPT_TOKENS, SEEDS_PER_PACK, grantPurchase, hasToken, newFarm, parse, serialise, shiftTime, sowRareSeeds, stageOf, tapPlot } from '../src/farm.js';

const noPerk = { clubPerk: false };

describe('farm rules', () => {
  it('plants an empty plot, refuses to harvest while it grows, harvests it once ripe', () => {
    const farm = newFarm();
    expect(tapPlot(farm, 0, 1_000, noPerk)).toBe('planted');
    expect(tapPlot(farm, 0, 1_000 + GROW_MS - 1, noPerk)).toBe('growing');
    expect(stageOf(farm.plots[0], 1_000 + GROW_MS)).toBe('ripe');
    expect(tapPlot(farm, 0, 1_000 + GROW_MS, noPerk)).toBe('harvested');
    expect(farm).toMatchObject({ coins: HARVEST_COINS, harvests: 1 });
    expect(stageOf(farm.plots[0], 1_000 + GROW_MS)).toBe('empty');
  });

  it('pays double coins with the Farm Club perk', () => {
    const farm = newFarm();
    tapPlot(farm, 0, 0, noPerk);
    tapPlot(farm, 0, GROW_MS, { clubPerk: true });
    expect(farm.coins).toBe(HARVEST_COINS * 2);
  });

  it('grants a purchase once per token, and sows rare seeds ripe on empty plots while they last', () => {
    const farm = newFarm();
    expect(grantPurchase(farm, 'seeds_pack', 'pt-1')).toBe(true);
    expect(grantPurchase(farm, 'seeds_pack', 'pt-1')).toBe(false);
    expect(farm.rareSeeds).toBe(SEEDS_PER_PACK);
    expect(hasToken(farm, 'pt-1')).toBe(true);
    tapPlot(farm, 0, 0, noPerk);
    expect(sowRareSeeds(farm, 100)).toBe(5);
    expect(farm.rareSeeds).toBe(SEEDS_PER_PACK - 5);
    expect(farm.plots.slice(1).every((plot) => stageOf(plot, 100) === 'ripe')).toBe(true);
    expect(() => grantPurchase(farm, 'gems_100', 'pt-2')).toThrow('unknown product gems_100');
  });

  it('keeps the last KEPT_TOKENS tokens', () => {
    const farm = newFarm();
    for (let i = 0; i <= KEPT_TOKENS; i += 1) grantPurchase(farm, 'seeds_pack', `pt-${i}`);
    expect(farm.grantedTokens).toHaveLength(KEPT_TOKENS);
    expect(hasToken(farm, 'pt-0')).toBe(false);
    expect(hasToken(farm, `pt-${KEPT_TOKENS}`)).toBe(true);
  });

  it('does not grow crops while paused', () => {
    const farm = newFarm();
    tapPlot(farm, 0, 0, noPerk);
    shiftTime(farm, 5_000);
    expect(stageOf(farm.plots[0], GROW_MS)).toBe('growing');
  });

  it('reads back what it saved, and starts afresh from an unreadable save, saying why', () => {
    const farm = newFarm();
    tapPlot(farm, 2, 50, noPerk);
    grantPurchase(farm, 'seeds_pack', 'pt-9');
    expect(parse(serialise(farm))).toEqual({ farm, problem: null });
    expect(parse(null)).toEqual({ farm: newFarm(), problem: null });
    expect(parse('{"v":99}')).toEqual({ farm: newFarm(), problem: 'the save could not be read (unknown save version 99); starting a new farm' });
    expect(parse('not json').problem).toMatch(/^the save could not be read/);
  });
});
