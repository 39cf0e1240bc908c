/**
 * `count` and its noun, in the plural unless the count is one: what every line the mock prints
 * or shows says of a number ("1 plan", "2 plans"; never "1 plans" or "plan(s)").
 * @example plural(1, 'page session'); // '1 page session'
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
