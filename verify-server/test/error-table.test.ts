// The README's table of codes is the documented contract: it must list exactly ERROR_STATUS.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ERROR_STATUS } from '@gamesdk/verify-server';

it('the README lists every code with its status, and no other', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const rows = [...readme.matchAll(/^\| (\d{3}) \| `([a-z_]+)` \|/gm)].map(([, status, code]) => [code, Number(status)]);
  expect(Object.fromEntries(rows)).toEqual(ERROR_STATUS);
  expect(rows).toHaveLength(Object.keys(ERROR_STATUS).length);
});

it("the client's list of the endpoints' codes is exactly the server's table", async () => {
  // The client refuses any code outside its list as invalid_response, so a code only the server knows would reach no caller.
  const { VERIFY_ERROR_CODES } = await import('@gamesdk/verify-client');
  expect([...VERIFY_ERROR_CODES].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
});
