// Compiles the Unity package with mono's mcs (C# 7.2 at most) against the UnityEngine stub, with
// and without UNITY_WEBGL, and builds the test runner that mono executes.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const packageDir = at('../../com.gamesdk.sdk/');
const testsDir = at('../cs/');

/** The outputs of one compilation round. */
export interface Compiled {
  dir: string;
  runner: string;
}

/** Runs mcs; throws with the compiler's output on any error or warning. */
export function mcs(args: string[]): void {
  try {
    execFileSync('mcs', ['-langversion:7.2', '-warnaserror', '-nologo', ...args], { stdio: 'pipe', timeout: 300_000 });
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(`mcs ${args.join(' ')}\n${failure.stdout?.toString() ?? ''}${failure.stderr?.toString() ?? failure.message}`);
  }
}

/**
 * The package's runtime (or a copy of it in `runtimeDir`) with `defines`, against the stub;
 * returns the assembly's path. With `-doc` and -warnaserror, a public type or member without a doc
 * comment fails the compile (CS1591).
 */
export function compileRuntime(dir: string, name: string, defines: string[], runtimeDir = join(packageDir, 'Runtime')): string {
  const out = join(dir, `${name}.dll`);
  mcs(['-target:library', `-out:${out}`, `-doc:${join(dir, `${name}.xml`)}`, `-r:${join(dir, 'UnityEngine.dll')}`, ...defines.map((d) => `-define:${d}`), `-recurse:${join(runtimeDir, '*.cs')}`]);
  return out;
}

/** The UnityEngine stub, as UnityEngine.dll in `dir`; returns its path. */
export function compileStub(dir: string): string {
  const stub = join(dir, 'UnityEngine.dll');
  // The stub is test scaffolding, not package code: warnings there are not the package's.
  execFileSync('mcs', ['-langversion:7.2', '-nologo', '-target:library', `-out:${stub}`, '-r:System.Json.dll', at('../stubs/UnityEngine.cs'), at('../stubs/JsonUtility.cs')], { stdio: 'pipe' });
  return stub;
}

/** The UnityEditor stub, as UnityEditor.dll beside the UnityEngine one in `dir`; returns its path. */
export function compileEditorStub(dir: string): string {
  const stub = join(dir, 'UnityEditor.dll');
  execFileSync('mcs', ['-langversion:7.2', '-nologo', '-target:library', `-out:${stub}`, `-r:${join(dir, 'UnityEngine.dll')}`, at('../stubs/UnityEditor.cs')], { stdio: 'pipe' });
  return stub;
}

/**
 * The package's Editor assembly (Editor/, its asmdef's one platform is the Editor) against both
 * stubs, with -doc so an undocumented public member fails; returns its path.
 */
export function compileEditor(dir: string): string {
  const out = join(dir, 'GameSdk.Editor.dll');
  mcs(['-target:library', `-out:${out}`, `-doc:${join(dir, 'GameSdk.Editor.xml')}`, `-r:${join(dir, 'UnityEngine.dll')}`, `-r:${join(dir, 'UnityEditor.dll')}`, `-recurse:${join(packageDir, 'Editor', '*.cs')}`]);
  return out;
}

/** Everything: the stub, the runtime (Editor/standalone flavour), NUnit's stand-in, the sample and the test runner. */
export function compileAll(): Compiled {
  const dir = mkdtempSync(join(tmpdir(), 'unity-bridge-mcs-'));
  const stub = compileStub(dir);
  const runtime = compileRuntime(dir, 'GameSdk.Runtime', []);
  const editorStub = compileEditorStub(dir);
  const editor = compileEditor(dir);
  const nunit = join(dir, 'nunit.framework.dll');
  mcs(['-target:library', `-out:${nunit}`, join(testsDir, 'NUnitStub.cs')]);
  const samples = join(dir, 'GameSdkSamples.dll');
  mcs(['-target:library', `-out:${samples}`, `-r:${stub}`, `-r:${runtime}`, `-recurse:${join(packageDir, 'Samples~', '*.cs')}`]);
  const runner = join(dir, 'GameSdk.Tests.exe');
  mcs([
    '-target:exe', `-out:${runner}`, `-r:${stub}`, `-r:${runtime}`, `-r:${nunit}`, `-r:${samples}`, `-r:${editorStub}`, `-r:${editor}`, '-r:System.Json.dll',
    `-recurse:${join(packageDir, 'Tests', 'Runtime', '*.cs')}`,
    join(testsDir, 'Runner.cs'), join(testsDir, 'Shim.cs'), join(testsDir, 'ShimCalls.cs'), join(testsDir, 'ShimRecovery.cs'), join(testsDir, 'ShimControl.cs'), join(testsDir, 'ShimVerbs.generated.cs'), join(testsDir, 'ShimCalls.generated.cs'), join(testsDir, 'ErrorTableTests.cs'),
    join(testsDir, 'RelayBackend.cs'), join(testsDir, 'JslibScenario.cs'), join(testsDir, 'SampleTests.cs'),
    join(testsDir, 'JsonStrictnessTests.cs'), join(testsDir, 'EditorTests.cs'),
  ]);
  return { dir, runner };
}

/**
 * The same test runner beside a runtime built as for a WebGL player (UNITY_WEBGL, no editor): its
 * default backend is the .jslib, which mono cannot reach, so a test that relies on the Editor's
 * default backend fails here as it would in a WebGL player. Returns the runner's path.
 */
export function webglRunner(compiled: Compiled): string {
  const dir = mkdtempSync(join(tmpdir(), 'unity-bridge-webgl-'));
  for (const file of ['UnityEngine.dll', 'UnityEditor.dll', 'GameSdk.Editor.dll', 'nunit.framework.dll', 'GameSdkSamples.dll', 'GameSdk.Tests.exe']) copyFileSync(join(compiled.dir, file), join(dir, file));
  compileRuntime(dir, 'GameSdk.Runtime', ['UNITY_WEBGL']);
  return join(dir, 'GameSdk.Tests.exe');
}
