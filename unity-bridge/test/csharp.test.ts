// The C# package compiled by mcs and its tests run by mono: JSON round trips of every DTO, the
// mapping of every code of the error table, concurrent calls on their own callbacks, the Play Mode
// mocks' behaviours, and the shared vectors and recovery scenarios through the one runner's shim.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileAll, compileRuntime, mcs, packageDir, webglRunner, type Compiled } from './support/mono.js';
import { monoEngine } from './support/shim.js';
import { runControl, runRecovery, runVectors, summary } from '../../test/vectors/runner/run.js';
import { recoveryScenarios } from '../../test/vectors/recovery.js';
import { loadVectors } from '../../test/vectors/vectors.js';
import { controlCases } from '../../test/vectors/control.js';

const errorTablePath = fileURLToPath(new URL('../../sdk-core/src/errors/error-table.json', import.meta.url));
let compiled: Compiled;

beforeAll(() => {
  compiled = compileAll();
});

describe('the Unity package under mcs and mono', () => {
  it('compiles with UNITY_WEBGL too: the .jslib imports, all in one internal class', () => {
    const dll = compileRuntime(compiled.dir, 'GameSdk.Runtime.WebGL', ['UNITY_WEBGL']);
    expect(readFileSync(dll).includes(Buffer.from('GameSdk_Call'))).toBe(true);
    const sources = readdirSync(join(packageDir, 'Runtime'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.cs'));
    const withImports = sources.filter((f) => readFileSync(join(packageDir, 'Runtime', f), 'utf8').includes('DllImport("__Internal")'));
    expect(withImports).toEqual([join('Internal', 'NativeBackend.cs')]);
  });

  it('holds the package to C# 7.2: a C# 7.3 construct does not compile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unity-bridge-lang-'));
    const probe = join(dir, 'Probe.cs');
    writeFileSync(probe, 'class Probe { static void F<T>() where T : unmanaged { } }');
    expect(() => mcs(['-target:library', `-out:${join(dir, 'probe.dll')}`, probe])).toThrow(/error CS/);
  });

  it('passes every test of the package under mono', () => {
    const run = spawnSync('mono', [compiled.runner, errorTablePath], { encoding: 'utf8', timeout: 300_000, env: { ...process.env, GAMESDK_PACKAGE_DIR: packageDir } });
    const lines = run.stdout.split('\n');
    const failures = lines.filter((line) => line.startsWith('FAIL'));
    expect(failures, run.stdout + run.stderr).toEqual([]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const summary = lines.find((line) => line.startsWith('passed '));
    expect(Number(/passed (\d+)/.exec(summary ?? '')?.[1])).toBeGreaterThanOrEqual(33);
    for (const name of [
      'ConcurrencyTests.TwoConcurrentPurchasesCompleteOnTheirOwnCallbacks',
      'ConcurrencyTests.FiftyConcurrentGetDataAsyncCompleteOnTheirOwnCallbacks',
      'ErrorTableTests.EveryCodeOfTheErrorTableMapsToItsUnityMember',
      'MockPlatformTests.A120CharacterNotificationBodyFailsInTheEditorAsOnThePlatform',
      'MockPlatformTests.CallsBeforeInitializationFailWithNotInitialized',
      'MockPlatformTests.QuietOperationsAreAcceptedAndDroppedOnceInitialised',
      'MockPlatformTests.AnOperationTheProfileLacksFailsWithFeatureNotSupportedAtOnce',
      'MockPlatformTests.FailNextReachesInitializationToo',
      'JsonRoundTripTests.OptionsRoundTripWithTheWireFieldNames',
      'SampleTests.ForAGuestItRecoversPurchasesSavesPromptsThenSchedulesTheWeek',
      'MockPlatformTests.TwoOverlappingRecoveriesWithASlowClaimGrantEachPurchaseOnce',
      'MockPlatformTests.ARegisteredPlayersPlansComeWithTheTermsAGameShows',
      'MockPlatformTests.APurchaseBoughtDuringARecoveryAndGrantedThroughTheHelperIsGrantedOnce',
      'MockPlatformTests.ClaimAsyncHandsTheTasksAnswerToGrantAndAFaultedTaskLeavesThePurchasePending',
      'SampleTests.ARegisteredPlayerIsNotPromptedAndGetsTheWeek',
      'PlayModeEntryTests.ASecondPlayModeEntryClearsPendingCallsAndEventHandlersAndDropsLateAnswers',
      'PlayModeEntryTests.CallIdsGoOnIncreasingInANewSession',
      'JsonStrictnessTests.ANumberWhereAStringIsIsRefused',
      'JsonStrictnessTests.AStringOrAFractionWhereAnIntIsIsRefused',
      'JsonStrictnessTests.ANumberOrAStringWhereABoolIsIsRefused',
      'JsonStrictnessTests.NullAndWrongShapesAreRefused',
      'JsonStrictnessTests.StringsAStrictParserRefusesAreRefused',
      'JsonStrictnessTests.NestedContainersAnd64BitEnumsAreNeitherWrittenNorRead',
      'JsonStrictnessTests.AWronglyTypedResultFailsTheCallWithOperationFailed',
      'EditorTests.TheMenuItemInstallsTheTemplateWithThePackagesBrowserScriptAndSelectsIt',
      'EditorTests.AnEditedOrOlderTemplateIsStaleAndInstallingAgainReplacesItAndDropsFilesItNoLongerHasWithTheirMeta',
      'EditorTests.ANewProjectsSettingsGetTheTemplateAndCompressionFindingsEachSayingTheFix',
      'EditorTests.EnableExceptionsNoneIsAFinding',
      'EditorTests.CompressionIsFineWithDecompressionFallbackOrDisabled',
      'EditorTests.AStaleOrMissingSelectedTemplateIsAFinding',
      'EditorTests.AbsoluteUrlsInTheSelectedProjectTemplateAreFindingsAndTheShippedTemplateHasNone',
      'EditorTests.TheBuildStepLeavesOtherTargetsAlone',
      'EditorTests.TheBuildStepSaysTheFindingsAndBuildsAsIsWhenTheDeveloperSaysSo',
      'EditorTests.TheBuildStepFixesTheSettingsAndStopsTheBuildWhenAsked',
      'EditorTests.ABatchModeBuildLogsTheFindingsWithoutADialog',
      'EditorTests.ACheckThatCannotReadThePackageSaysSoAndLetsTheBuildGoOn',
      'EditorTests.AFixThatCannotInstallTheTemplateSaysSoAndLetsTheBuildGoOn',
      'JsonStrictnessTests.GetPlatformMapsAnIdThisVersionDoesNotKnowToPlatformUnknown',
      'MockControlTests.SeededPurchasesWithAFailingConsumeAreGrantedOnceOverTwoLaunches',
      'MockControlTests.CheckoutOutcomesDecideTheNextCheckoutsThenTheSwitchDoes',
      'MockControlTests.ARegistrationOutcomeClosesThePromptRightAfterItOpened',
      'MockControlTests.FireRaisesThePlatformsEventsAndSetPlayerSwitchesPlayers',
    ]) {
      expect(lines).toContain(`ok   ${name}`);
    }
  });

  it('gives every shared vector, recovery scenario and control case the expected outcome through the C# API on the Play Mode mocks', async () => {
    const engine = monoEngine(compiled.runner);
    const vectors = await runVectors(engine);
    const recovery = await runRecovery(engine);
    const control = await runControl(engine);
    const log = await engine.close();
    console.log(`${summary('behaviour.json', vectors)}\n${summary('recovery.json', recovery)}\n${summary('control.json', control)}`);
    expect(vectors.failed, log).toEqual([]);
    expect(recovery.failed, log).toEqual([]);
    expect(control.failed, log).toEqual([]);
    expect(control.passed).toEqual(controlCases.map((c) => c.name));
    // Only calls C#'s types rule out are skipped (the compiler refuses them): at most 18 (five of them iap.formatOffer's, one
    // a rewarded ad's callback on an interstitial, which ShowInterstitial has no parameter for, one a number given as an
    // ad's callback, where C# takes a delegate), each with its reason.
    expect(vectors.skipped.every((skip) => skip.reason.startsWith('type-checked by C#: ')), JSON.stringify(vectors.skipped)).toBe(true);
    expect(vectors.skipped.length).toBeLessThanOrEqual(18);
    expect(vectors.passed.length + vectors.skipped.length).toBe(loadVectors().length);
    // No silent skip: every recovery scenario of the shared file ran on Unity's helper and passed.
    expect(recovery.passed).toEqual(recoveryScenarios.map((s) => s.name));
  });

  it('runs the package tests in a WebGL-player build too: they set the mock backend themselves', () => {
    const runner = webglRunner(compiled);
    const run = spawnSync('mono', [runner, '--package-tests'], { encoding: 'utf8', timeout: 300_000 });
    const lines = run.stdout.split('\n');
    expect(lines.filter((line) => line.startsWith('FAIL')), run.stdout + run.stderr).toEqual([]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(lines).toContain('ok   MockPlatformTests.CallsBeforeInitializationFailWithNotInitialized');
    expect(lines).toContain('ok   PlayModeEntryTests.ASecondPlayModeEntryClearsPendingCallsAndEventHandlersAndDropsLateAnswers');
    expect(lines.some((line) => /^ok {3}(SampleTests|JsonStrictnessTests)\./.test(line)), 'mono-only fixtures are left out').toBe(false);
  });
});
