// The C# package compiled by mcs and its tests run by mono: JSON round trips of every DTO, the
// mapping of every code of the error table, concurrent calls on their own callbacks, the Play Mode
// mocks' behaviours and the shared behaviour vectors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileAll, compileRuntime, mcs, packageDir, webglRunner, type Compiled } from './support/mono.js';
import { vectorsPath } from './support/vectors.js';
import { recoveryScenarios, recoveryScenariosPath } from '../../test/vectors/recovery.js';
import { controlCases } from '../../test/vectors/control.js';

const controlPath = fileURLToPath(new URL('../../test/vectors/control.json', import.meta.url));

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

  it('passes every test of the package and the shared vectors under mono', () => {
    const run = spawnSync('mono', [compiled.runner, vectorsPath, errorTablePath, fileURLToPath(recoveryScenariosPath), controlPath], { encoding: 'utf8', timeout: 300_000, env: { ...process.env, GAMESDK_PACKAGE_DIR: packageDir } });
    const lines = run.stdout.split('\n');
    const failures = lines.filter((line) => line.startsWith('FAIL'));
    expect(failures, run.stdout + run.stderr).toEqual([]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const summary = lines.find((line) => line.startsWith('passed '));
    expect(Number(/passed (\d+)/.exec(summary ?? '')?.[1])).toBeGreaterThanOrEqual(33);
    // At most 16 type-checked (VectorTests.InexpressibleAtMost says which).
    expect(run.stdout).toMatch(/vectors: \d+ passed, (?:\d|1[0-6]) type-checked, 0 failed/);
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
      'RecoveryScenarioTests.EveryRecoveryScenarioPassesOnTheHelper',
      'MockControlTests.SeededPurchasesWithAFailingConsumeAreGrantedOnceOverTwoLaunches',
      'MockControlTests.CheckoutOutcomesDecideTheNextCheckoutsThenTheSwitchDoes',
      'MockControlTests.ARegistrationOutcomeClosesThePromptRightAfterItOpened',
      'MockControlTests.FireRaisesThePlatformsEventsAndSetPlayerSwitchesPlayers',
    ]) {
      expect(lines).toContain(`ok   ${name}`);
    }
    // No silent skip: every recovery scenario of the shared file ran on Unity's helper and passed.
    const recovered = lines.filter((line) => line.startsWith('recovery ok: ')).map((line) => line.slice('recovery ok: '.length));
    expect(recovered.sort()).toEqual(recoveryScenarios.map((s) => s.name).sort());
    // Every control vector of the shared file passed on the mocks (test/cs/ControlVectorTests.cs).
    const controlled = lines.filter((line) => line.startsWith('control ok: ')).map((line) => line.slice('control ok: '.length));
    expect(controlled).toEqual(controlCases.map((c) => c.name));
  });

  it('runs the package tests in a WebGL-player build too: they set the mock backend themselves', () => {
    const runner = webglRunner(compiled);
    const run = spawnSync('mono', [runner, '--package-tests'], { encoding: 'utf8', timeout: 300_000 });
    const lines = run.stdout.split('\n');
    expect(lines.filter((line) => line.startsWith('FAIL')), run.stdout + run.stderr).toEqual([]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(lines).toContain('ok   MockPlatformTests.CallsBeforeInitializationFailWithNotInitialized');
    expect(lines).toContain('ok   PlayModeEntryTests.ASecondPlayModeEntryClearsPendingCallsAndEventHandlersAndDropsLateAnswers');
    expect(lines.some((line) => /^ok {3}(VectorTests|SampleTests|JsonStrictnessTests)\./.test(line)), 'mono-only fixtures are left out').toBe(false);
  });
});
