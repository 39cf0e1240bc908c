// The game's platform-facing text follows the spec's limits; the faulty variant breaks exactly one.
import { describe, expect, it } from 'vitest';
import { LONG_BODY } from '../src/faulty.js';
import { PROMPT_MESSAGE } from '../src/registration.js';
import { REMINDERS, reminderId } from '../src/reminders.js';

const length = (text) => [...text].length;

describe('platform-facing copy', () => {
  it('has one reminder per day D1 to D7, each with a stable id, its own copy and a body of at most 100 characters', () => {
    expect(REMINDERS.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(REMINDERS.map((r) => r.body)).size).toBe(7);
    expect(new Set(REMINDERS.map((r) => r.title)).size).toBe(7);
    for (const { body } of REMINDERS) expect(length(body)).toBeLessThanOrEqual(100);
    expect(reminderId(3)).toBe('gamesdk-week-d3'); // the week helper's stable id
  });

  it('has a registration message of 1 to 140 characters with exactly one {{registrationCode}}', () => {
    expect(length(PROMPT_MESSAGE)).toBeLessThanOrEqual(140);
    expect(PROMPT_MESSAGE.split('{{registrationCode}}')).toHaveLength(2);
  });

  it("gives the faulty variant's reminder a 120-character body", () => {
    expect(length(LONG_BODY)).toBe(120);
  });
});
