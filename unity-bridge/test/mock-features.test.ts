// The Play Mode mocks answer from the operation manifest's mock column: every feature the manifest
// names has a handler in the mocks and every handler is named by the manifest, no hand-written file
// of the mocks spells an operation, and an operation added to a copy of the manifest with an
// existing feature is answered by the mocks once generated, with no hand-written change (compiled
// by mcs, run by mono).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf, operationsPath, pathOf, readOperations } from '../../scripts/codegen/tables/operations.mjs';
import { readRules } from '../../scripts/codegen/tables/rules.mjs';
import { checksMethodOf } from '../../scripts/codegen/rules-checks-cs.mjs';
import { compileRuntime, compileStub, mcs, packageDir } from './support/mono.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const probeSource = fileURLToPath(new URL('./cs/MockProbe.cs', import.meta.url));

// Two sync operations a later release might add: one answered by an existing feature, one naming a feature no handler implements.
const fixture = [
  { module: 'player', name: 'getNickname', kind: 'sync', args: [], result: 'string | null', partner: 'offered', mock: 'player.name', lua: 'player_get_nickname', returns: { value: 'string', nullable: true }, unity: { nullString: 'empty' } },
  { module: 'player', name: 'getTitle', kind: 'sync', args: [], result: 'string', partner: 'offered', mock: 'player.title', lua: 'player_get_title' },
];

/** The features a manifest names (its string mocks), sorted. */
const namedFeatures = (path?: string) =>
  [...new Set((readOperations(path) as { mock?: unknown }[]).map((op) => op.mock).filter((mock): mock is string => typeof mock === 'string'))].sort();

/** Compiles the probe against a runtime (the package's or a generated copy) and runs it; returns its lines. */
function probe(dir: string, runtimeDir: string | undefined, defines: string[]): string[] {
  compileStub(dir);
  // The probe reads the mocks' internals, which the runtime shows to GameSdk.Tests only.
  const runtime = compileRuntime(dir, 'GameSdk.Runtime', [], runtimeDir);
  const exe = join(dir, 'GameSdk.Tests.exe');
  mcs(['-target:exe', `-out:${exe}`, `-r:${join(dir, 'UnityEngine.dll')}`, `-r:${runtime}`, ...defines.map((d) => `-define:${d}`), probeSource]);
  const run = spawnSync('mono', [exe], { encoding: 'utf8', timeout: 120_000 });
  expect(run.status, run.stdout + run.stderr).toBe(0);
  return run.stdout.trim().split('\n');
}

const scratches: string[] = [];
const scratch = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  scratches.push(dir);
  return dir;
};
afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const handlersIn = (lines: string[]) => lines.filter((line) => line.startsWith('feature ')).map((line) => line.slice('feature '.length)).sort();

/** What the two lists lack of each other, named. */
const mismatch = (named: string[], handled: string[]) => ({
  withoutHandler: named.filter((name) => !handled.includes(name)),
  namedByNoOperation: handled.filter((name) => !named.includes(name)),
});

describe('the Play Mode mocks and the manifest mock column', () => {
  it('every feature the manifest names has a handler in the mocks, and every handler is named by the manifest', () => {
    const handled = handlersIn(probe(scratch('unity-mock-features-'), undefined, []));
    expect(handled.length).toBeGreaterThan(30);
    expect(mismatch(namedFeatures(), handled)).toEqual({ withoutHandler: [], namedByNoOperation: [] });
  });

  it('no hand-written file of the mocks spells an operation: they dispatch on the generated profile only', () => {
    const mocks = join(packageDir, 'Runtime', 'Mocks');
    const names = (readOperations() as { module: string; name: string; bridgeOnly?: boolean; context?: string }[])
      .flatMap((op) => [pathOf(op), ...(op.bridgeOnly ? [contextOf(op)] : [])]);
    const spelled = readdirSync(mocks)
      .filter((file) => file.endsWith('.cs') && !file.endsWith('.generated.cs'))
      .flatMap((file) => names.filter((name) => readFileSync(join(mocks, file), 'utf8').includes(`"${name}"`)).map((name) => `${file}: ${name}`));
    expect(spelled).toEqual([]);
    expect(readFileSync(join(mocks, 'Profile.generated.cs'), 'utf8')).toContain('"auth.showRegistrationPrompt.login"');
  });

  it('refuses an argument with the rule\'s key and parameters, its text rendered from rules.json, by the checks generated from its checks', () => {
    const { messages, limits, checks } = readRules();
    // A message's text from rules.json itself: limits by value, parameters in order.
    type Message = { name: string; params: string[]; parts: { text?: string; param?: string }[] };
    const text = (rule: string, ...values: unknown[]) => {
      const { parts, params } = (messages as Message[]).find((message) => message.name === rule)!;
      return parts.map((part) => part.text ?? String(values[params.indexOf(part.param!)])).join('');
    };
    const lines = probe(scratch('unity-mock-rules-'), undefined, []).filter((line) => line.startsWith('refusal '));
    expect(lines).toEqual([
      `refusal avatar size: InvalidParam avatarSize [0] ${text('avatarSize', 0)}`,
      `refusal blank username: InvalidParam blankText [username] ${text('blankText', 'username')}`,
      `refusal two placeholders: InvalidParam registrationPlaceholderCount [2] ${text('registrationPlaceholderCount', 2)}`,
      `refusal both images: InvalidParam notificationImageBoth [] ${text('notificationImageBoth')}`,
      `refusal intent: InvalidParam shareIntent [] ${text('shareIntent')}`,
      'refusal valid: none',
      `refusal week day: InvalidParam weekEntry [4, 3, ${text('weekCopyRepeated', 'title', 1)}] ${text('weekEntry', 4, 3, text('weekCopyRepeated', 'title', 1))}`,
      `refusal template: InvalidParam blankText [notificationTemplates[1].body] ${text('blankText', 'notificationTemplates[1].body')}`,
      `refusal reserved key: InvalidParam reservedDataKey [keys[], __proto__] ${text('reservedDataKey', 'keys[]', '__proto__')}`,
      `refusal deep before lone: InvalidParam playerDataTooDeep [a] ${text('playerDataTooDeep', 'a')}`,
      `refusal lone before deep: InvalidParam loneSurrogate [] ${text('loneSurrogate')}`,
      'refusal deep at the limit: none',
    ]);
    expect(lines[0]).toContain(String(limits.avatarSizeMax.value));
    // Every operation with checks is one the mocks check: the generated dispatch (MockEngine.generated.cs,
    // from engineMock) runs its generated method on its arguments before the feature's after-guards.
    const mocks = join(packageDir, 'Runtime', 'Mocks');
    const engine = readFileSync(join(mocks, 'MockEngine.generated.cs'), 'utf8');
    const called = (path: string) => engine.split('\n').some((line) => line.includes(`case "${path}":`) && line.includes(`Rules.${checksMethodOf(path)}(`));
    expect(Object.keys(checks).filter((path) => !called(path))).toEqual([]);
    // Every refusal the mocks raise names a message of rules.json (Rules.Render throws on any other).
    const generated = readdirSync(mocks).filter((file) => file.endsWith('.cs')).map((file) => readFileSync(join(mocks, file), 'utf8')).join('\n');
    const keys = [...generated.matchAll(/new Problem\("(\w+)"/g)].map((match) => match[1]);
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !(messages as { name: string }[]).some((message) => message.name === key))).toEqual([]);
  });

  describe('an operation added to a copy of the manifest', () => {
    let lines: string[];
    let named: string[];

    beforeAll(() => {
      const dir = scratch('unity-mock-fixture-');
      const manifest = JSON.parse(readFileSync(operationsPath, 'utf8'));
      manifest.operations.push(...fixture);
      writeFileSync(join(dir, 'operations.json'), JSON.stringify(manifest));
      execFileSync(process.execPath, ['scripts/generate.mjs', '--manifest', join(dir, 'operations.json'), '--out', join(dir, 'out')], { cwd: root, stdio: 'pipe', timeout: 120_000 });
      // The package's runtime with every generated C# file replaced by the fixture's, and nothing else changed.
      const runtimeDir = join(dir, 'Runtime');
      cpSync(join(packageDir, 'Runtime'), runtimeDir, { recursive: true });
      const generated = join(dir, 'out', 'unity-bridge', 'com.gamesdk.sdk', 'Runtime');
      const files = readdirSync(generated, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.generated.cs'));
      expect(files).toContain(join('Mocks', 'Profile.generated.cs'));
      for (const file of files) cpSync(join(generated, file), join(runtimeDir, file));
      lines = probe(dir, runtimeDir, ['FIXTURE']);
      named = namedFeatures(join(dir, 'operations.json'));
    }, 300_000);

    it('with an existing feature is answered by the mocks after generation: before initialisation, for a guest and for a registered player', () => {
      expect(lines).toContain('before initialisation: NotInitialized player.getNickname: player.getNickname was called before Sdk.initializeAsync() resolved');
      expect(lines).toContain("guest: ''");
      // engineMock's player.name answers null (the mocks' player has no name), which C# reads as ''.
      expect(lines).toContain("registered: ''");
    });

    it('with a feature no handler implements fails the coverage check with the feature\'s name, and its call fails naming it', () => {
      expect(mismatch(named, handlersIn(lines))).toEqual({ withoutHandler: ['player.title'], namedByNoOperation: [] });
      expect(lines).toContain("no handler: OperationFailed player.getTitle: the mock platform has no feature 'player.title' for player.getTitle");
    });
  });
});
