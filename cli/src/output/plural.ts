/**
 * `count` and its noun, in the plural unless the count is one: what every line the CLI prints
 * says of a number ("1 attempt", "2 attempts"; never "attempt(s)").
 * @example plural(1, 'warning'); // '1 warning'
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
