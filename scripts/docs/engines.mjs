// The engine columns of the API reference: how each engine spells an operation, and what it says
// about it in its own documentation. One entry per engine; a later engine is one more entry.
// Each `spell(op)` answers { code: [lines], notes: text } or null when the engine has no such
// operation, and throws when a source it reads has lost an operation (the manifest is the truth).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { luaNamesOf, pascal, pathOf } from '../codegen/tables/operations.mjs';
import { plainDoc } from '../codegen/languages/cs-doc.mjs';
import { godotCallOf, godotEventsOf } from '../codegen/godot-operations.mjs';
import { godotSignatureOf } from '../codegen/godot-singleton.mjs';

const UNITY_SDK_FILE = fileURLToPath(new URL('../../unity-bridge/com.gamesdk.sdk/Runtime/Modules/Sdk.cs', import.meta.url));
const TS_VALUES_FILE = fileURLToPath(new URL('../../sdk-core/src/types/handles.ts', import.meta.url));
const UNITY_AUTH_FILE = fileURLToPath(new URL('../../unity-bridge/com.gamesdk.sdk/Runtime/Modules/Auth.cs', import.meta.url));

/** TypeScript: the declaration as sdk-core's interface writes it, under `Sdk.<module>`. */
function typescript({ tsDocs }) {
  return {
    id: 'ts',
    title: 'TypeScript',
    language: 'ts',
    spell(op) {
      if (op.bridge === 'promptLogin') {
        if (!/\blogin\(\): Promise<void>;/.test(readFileSync(TS_VALUES_FILE, 'utf8'))) throw new Error('sdk-core declares no RegistrationPrompt.login(): Promise<void>');
        return { code: ['prompt.login(): Promise<void>'], notes: 'On the prompt `Sdk.auth.showRegistrationPrompt` returned.' };
      }
      if (op.bridgeOnly) return null;
      const member = tsDocs.get(op.module)?.members.get(op.name);
      if (!member) throw new Error(`${pathOf(op)}: sdk-core declares no ${op.name} in the ${op.module || 'Sdk'} interface`);
      return { code: [`Sdk.${op.module ? `${op.module}.` : ''}${member.declaration}`], notes: '' };
    },
  };
}

/** C#: the generated methods (scripts/codegen/cs-operations.mjs), and the hand-written events and prompt login. */
function csharp({ csSignatures }) {
  const sdkText = readFileSync(UNITY_SDK_FILE, 'utf8');
  const authText = readFileSync(UNITY_AUTH_FILE, 'utf8');
  const eventOf = (name) => {
    const member = `On${pascal(name)}`;
    if (!new RegExp(`public static event Action ${member};`).test(sdkText)) throw new Error(`Unity's Sdk.cs has no event ${member} for the event ${name}`);
    return `Sdk.Sdk.${member}`;
  };
  const events = (op) => luaNamesOf(op).map((lua) => lua.replace(/^on_/, '').replace(/_([a-z])/g, (_, c) => c.toUpperCase()));
  return {
    id: 'cs',
    title: 'C# (Unity)',
    language: 'csharp',
    spell(op, operations) {
      const notes = plainDoc(op);
      if (op.bridge === 'listener') return { code: events(op).map((event) => `${eventOf(event)} += handler;`), notes: 'An event per name; `-=` removes the handler.' };
      if (op.bridge === 'unlisten') {
        const listener = operations.find((other) => other.bridge === 'listener' && other.module === op.module);
        return { code: events(listener).map((event) => `${eventOf(event)} -= handler;`), notes: '' };
      }
      if (op.bridge === 'promptLogin') {
        if (!/public (?:Task|void) Login\(/.test(authText)) throw new Error("Unity's Auth.cs has no RegistrationPrompt.Login()");
        return { code: ['Task prompt.Login()'], notes: 'On the prompt `ShowRegistrationPrompt` returned.' };
      }
      if (op.bridge === 'parseError') return null; // C# errors arrive as SdkError, already parsed
      const signatures = csSignatures.get(pathOf(op));
      if (!signatures) throw new Error(`${pathOf(op)}: C# has no method for it`);
      const owner = op.module ? `Sdk.Sdk.${pascal(op.module)}.` : 'Sdk.Sdk.';
      return { code: signatures.map((line) => line.replace(/^public static ([\w<>[\], ]+?) (\w+)\(/, `$1 ${owner}$2(`)), notes };
    },
  };
}

/** Lua (Defold): `sdk.<name>(...)` with the parameters and returns the script_api documents. */
function lua({ luaApi }) {
  return {
    id: 'lua',
    title: 'Lua (Defold)',
    language: 'lua',
    spell(op) {
      const names = luaNamesOf(op);
      if (!names.length) return null;
      const lines = [];
      const notes = [];
      for (const name of names) {
        const member = luaApi.get(name);
        if (!member) throw new Error(`${pathOf(op)}: the Defold script_api has no member ${name}`);
        const params = member.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(', ');
        const returns = member.returns.length ? ` --> ${member.returns.map((r) => r.type).join(', ')}` : '';
        lines.push(`sdk.${name}(${params})${returns}`);
        if (member.desc && !notes.includes(member.desc)) notes.push(member.desc);
      }
      return { code: lines, notes: notes.join(' ') };
    },
  };
}

/** GDScript (Godot): the GameSdk singleton's methods, its module objects' and its signals, as scripts/codegen/godot-*.mjs generate them. */
function gdscript() {
  const generated = (file) => readFileSync(fileURLToPath(new URL(`../../godot-bridge/addons/gamesdk/generated/${file}`, import.meta.url)), 'utf8');
  const singleton = generated('game_sdk.gd');
  const modules = generated('modules.gd');
  return {
    id: 'gd',
    title: 'GDScript (Godot)',
    language: 'gdscript',
    spell(op, operations) {
      if (op.bridge === 'listener') return { code: godotEventsOf(operations).map(({ signal }) => `GameSdk.${signal}.connect(handler)`), notes: 'A signal per event.' };
      if (op.bridge === 'unlisten') return { code: godotEventsOf(operations).map(({ signal }) => `GameSdk.${signal}.disconnect(handler)`), notes: '' };
      if (op.bridge === 'promptLogin') return { code: ['await prompt.login()'], notes: 'On the prompt `GameSdk.auth.show_registration_prompt` gave as its result\'s value.' };
      if (op.bridge === 'parseError') return null; // every Godot method that can fail returns a GameSdkResult holding its error, already parsed
      const call = godotCallOf(op);
      if (!call) return null;
      const declaration = godotSignatureOf(op);
      const declared = op.module ? modules.includes(`\n\t${declaration}:`) : singleton.includes(`\n${declaration}:`);
      if (!declared) throw new Error(`${pathOf(op)}: the Godot addon has no ${declaration} (run npm run generate)`);
      const awaited = ['async', 'composed'].includes(op.kind) ? 'await ' : '';
      return { code: [`${awaited}${call}${declaration.replace(/^func [a-z_0-9]+/, '')}`], notes: '' };
    },
  };
}

/** The columns, in order. */
export function engineColumns(sources) {
  return [typescript(sources), csharp(sources), lua(sources), gdscript()];
}

