// One naming rule for the C# API: the TypeScript name in PascalCase under Sdk.Sdk.<Module>.
// Every operation the .jslib forwards to the core (through the bridge host) has a C#
// method of exactly that name in the class of its module (the registration prompt's login on
// RegistrationPrompt), in whichever file holds that part of the partial class (most are
// generated: Modules/Operations.generated.cs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const runtime = fileURLToPath(new URL('../com.gamesdk.sdk/Runtime/', import.meta.url));
const jslib = readFileSync(join(runtime, 'Plugins/WebGL/GameSdk.jslib'), 'utf8');
const modules = readdirSync(join(runtime, 'Modules')).map((file) => readFileSync(join(runtime, 'Modules', file), 'utf8')).join('\n');
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** The C# class bodies of `name` (a nested static class, or the prompt class) in every file, partial parts joined, to look for members in. */
function classBody(name: string): string {
  return [...modules.matchAll(new RegExp(`class ${name}\\b`, 'g'))]
    .map(({ index: start }) => {
      const next = modules.slice(start + 1).search(/\n\s*(?:public|internal) (?:static |sealed )*(?:partial )?class /);
      return next < 0 ? modules.slice(start) : modules.slice(start, start + 1 + next);
    })
    .join('\n');
}

// The .jslib hands every operation to the browser script's bridge host (its tables, generated
// from the manifest: the plain operations, and the calls that signal later keyed by the names
// the engines send); isSupported is every module's and checked elsewhere.
const hostTable = readFileSync(fileURLToPath(new URL('../../browser-script/src/bridge/operations.generated.ts', import.meta.url)), 'utf8');
const plainTable = hostTable.slice(0, hostTable.indexOf('export const UNITY_VALUES'));
const callsTable = hostTable.slice(hostTable.indexOf('export const BRIDGE_CALLS'));
const forwarded = [
  // The calls that signal later, by the names C# sends (a login by its context, module.name.login).
  ...[...callsTable.matchAll(/'([a-zA-Z]+)\.([a-zA-Z.]+)': \['(\w+)'/g)].filter((match) => match[3] !== 'promptLogin' || match[2]!.includes('.')),
  ...[...plainTable.matchAll(/'([a-zA-Z]+)\.([a-zA-Z]+)': \[/g)].filter((match) => match[2] !== 'isSupported'),
].map((match) => `${match[1]!}.${match[2]!}`);
const operations = [...new Set(forwarded)].map((path) => {
  const dot = path.indexOf('.');
  return [path.slice(0, dot), path.slice(dot + 1)] as const;
});

describe('C# names follow the TypeScript names', () => {
  it('the .jslib and the bridge host forward operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations)('%s.%s has its PascalCase method in its module class', (module, operation) => {
    const [owner, method] = operation === 'showRegistrationPrompt.login' ? ['RegistrationPrompt', 'Login'] : [pascal(module), pascal(operation)];
    expect(classBody(owner), `class ${owner}`).toMatch(new RegExp(`public (?:static )?[\\w<>\\[\\]]+ ${method}\\(`));
  });
});
