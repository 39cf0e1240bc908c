// Reads the one error table that every generated error-code file comes from.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const errorTablePath = fileURLToPath(new URL('../../sdk-core/src/errors/error-table.json', import.meta.url));

/** @returns {{ code: string, unity: string, meaning: string, producedBy: string[] }[]} */
export function readErrorTable() {
  return JSON.parse(readFileSync(errorTablePath, 'utf8')).codes;
}

export const generatedBanner = 'Generated from sdk-core/src/errors/error-table.json by scripts/codegen. Do not edit by hand.';
