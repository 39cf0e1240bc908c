// Which error codes an operation can give, from the error table's `producedBy`: an entry names an
// operation (its context, `iap.purchaseAsync`), every operation of a module (`leaderboard.*`), or is
// one of the general phrases below. An entry that is none of these fails the build of the site,
// so the table and the manifest cannot drift apart unseen.
import { contextOf, isModuleCheck } from '../codegen/tables/operations.mjs';

/** The general phrases of producedBy, and the operations each covers. */
const GENERAL = [
  {
    pattern: /^every call except (.+) and isSupported\(\)$/,
    covers: (op, match) => !isModuleCheck(op) && !match[1].split(', ').includes(contextOf(op)) && !op.bridgeOnly,
  },
  { pattern: /^any asynchronous platform call$/, covers: (op) => op.kind === 'async' && (op.partner ?? 'offered') === 'offered' && !op.bridgeOnly },
  { pattern: /^any operation the active platform lacks$/, covers: (op) => !isModuleCheck(op) && op.partner === 'notOffered' },
  { pattern: /^bridges, when mapping a code they do not know$/, covers: () => false },
];

/**
 * For every operation (by context), the codes it can give: [{ code, general }] (`general`: through
 * a general phrase rather than by name). Throws naming an entry that matches nothing.
 */
export function errorsByOperation(operations, codes) {
  const byContext = new Map(operations.map((op) => [contextOf(op), []]));
  const modules = new Set(operations.map((op) => op.module).filter(Boolean));
  for (const { code, producedBy } of codes) {
    for (const entry of producedBy) {
      const wildcard = /^([A-Za-z]+)\.\*$/.exec(entry);
      const general = GENERAL.map((rule) => [rule, rule.pattern.exec(entry)]).find(([, match]) => match);
      let covered;
      if (byContext.has(entry)) covered = operations.filter((op) => contextOf(op) === entry);
      else if (wildcard && modules.has(wildcard[1])) covered = operations.filter((op) => op.module === wildcard[1] && !isModuleCheck(op));
      else if (general) covered = operations.filter((op) => general[0].covers(op, general[1]));
      else throw new Error(`error-table.json ${code}: producedBy "${entry}" names no operation of the manifest, no module (module.*) and no general case`);
      for (const op of covered) {
        const list = byContext.get(contextOf(op));
        if (!list.some((known) => known.code === code)) list.push({ code, general: Boolean(general) });
      }
    }
  }
  return byContext;
}
