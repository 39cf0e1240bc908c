// The offer table reader (tables/offer.mjs): every listed locale gives every key a formatter looks
// up, and a table missing one fails generation naming it, instead of an engine failing at run time.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOffer } from '../tables/offer.mjs';

const offerPath = fileURLToPath(new URL('../../../sdk-core/api/offer.json', import.meta.url));
const table = JSON.parse(readFileSync(offerPath, 'utf8'));

/** The table with `change` applied, written to a scratch file, read back. */
function readChanged(change) {
  const copy = structuredClone(table);
  change(copy);
  const path = join(mkdtempSync(join(tmpdir(), 'offer-table-')), 'offer.json');
  writeFileSync(path, JSON.stringify(copy));
  return () => readOffer(path);
}

test('every listed locale has every key the formatters build, and each language points at a listed locale', () => {
  const keys = new Map(readOffer());
  for (const tag of Object.keys(table.locales)) {
    assert.equal(keys.get(`locale.${tag.toLowerCase()}`), tag);
    for (const field of ['decimal', 'group', 'priceWithSymbol', 'priceWithCode', 'withTrial', 'withoutTrial', 'trial.one', 'trial.other', 'periods.week', 'periods.month', 'periods.year']) {
      assert.equal(typeof keys.get(`${tag}.${field}`), 'string', `${tag}.${field}`);
    }
  }
  for (const tag of Object.values(table.languages)) assert.ok(table.locales[tag], tag);
  assert.ok(table.locales[keys.get('fallback')]);
});

test('a table missing a locale field, a trial form without {count}, or a language of no listed locale fails generation naming it', () => {
  assert.throws(readChanged((t) => delete t.locales['de-DE'].decimal), /de-DE needs decimal/);
  assert.throws(readChanged((t) => { t.locales['en-US'].trial.one = 'a day free'; }), /en-US needs trial.one with \{count\}/);
  assert.throws(readChanged((t) => { t.languages.fr = 'fr-FR'; }), /language fr needs a listed locale/);
  assert.throws(readChanged((t) => { t.fallbackLocale = 'fr-FR'; }), /fallbackLocale fr-FR is not a listed locale/);
  assert.throws(readChanged((t) => { t.currencyDigits.XYZ = 1.5; }), /currencyDigits of XYZ/);
});
