// Player data keys that name JavaScript's object machinery are refused on every engine (the list
// is sdk-core/api/rules.json's reservedDataKeys). In a JavaScript record `__proto__` is the
// record's prototype, not a key: the player store would drop the value without a word while its
// bytes counted against the limit, and `constructor` or `prototype` are inherited by every record.
// A clear INVALID_PARAM at the edge, on reads and writes alike, is the one behaviour every engine
// can give the same way.
import { RESERVED_DATA_KEYS, RULE_MESSAGES as say } from './rules.generated.js';
import { invalid, validateText } from './validate.js';

const RESERVED: ReadonlySet<string> = new Set(RESERVED_DATA_KEYS);

/** A player data key: a non-blank string that is not one of RESERVED_DATA_KEYS. */
export function validateDataKey(context: string, label: string, key: unknown): string {
  const text = validateText(context, label, key);
  if (RESERVED.has(text)) throw invalid(context, say.reservedDataKey(label, text));
  return text;
}

/** The keys of a record to save: none may be one of RESERVED_DATA_KEYS. */
export function validateRecordKeys(context: string, record: object): void {
  for (const key of Object.keys(record)) {
    if (RESERVED.has(key)) throw invalid(context, say.reservedDataKey('data key', key));
  }
}
