// Reads the Defold Lua API as the editor documents it (defold-bridge/gamesdk/api/gamesdk.script_api:
// member names and plain operations' parameters generated from the manifest, descriptions, returns
// and the hand-written functions' parameters written there), by Lua function name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const SCRIPT_API = fileURLToPath(new URL('../../defold-bridge/gamesdk/api/gamesdk.script_api', import.meta.url));

/** Every member of the `sdk` table: name -> { desc, parameters: [{ name, type, optional }], returns: [{ name, type }], examples: [text] }. */
export function readLuaApi(path = SCRIPT_API) {
  const [sdk] = parse(readFileSync(path, 'utf8'));
  const members = new Map();
  for (const member of sdk?.members ?? []) {
    members.set(member.name, {
      desc: String(member.desc ?? ''),
      parameters: (member.parameters ?? []).map((p) => ({ name: p.name, type: [].concat(p.type).join('|'), optional: p.optional === true })),
      returns: (member.returns ?? []).map((r) => ({ name: r.name, type: [].concat(r.type).join('|') })),
      examples: (member.examples ?? []).map((e) => String(e.desc ?? '')),
    });
  }
  return members;
}
