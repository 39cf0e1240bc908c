// Compile-only checks of the library's public API, and that misuse does not compile. Checked by
// `tsc -p tsconfig.test.json` (the first step of `npm test -w cli`).
import { checkBuild, EXIT, runCli, type CheckReport, type Finding, type RuleId } from '../../src/index.js';

type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>(): T => true as T;

async function publicApi(): Promise<void> {
  const report: CheckReport = await checkBuild('build.zip', { maxBytes: 1000, mbps: 8 });
  const ok: boolean = report.ok;
  const finding: Finding | undefined = report.findings[0];
  const rule: RuleId | undefined = finding?.rule;
  const line: number | undefined = finding?.line;
  const seconds: number | undefined = report.first_load?.estimated_seconds;
  check<Is<ReturnType<typeof runCli>, Promise<number>>>();
  const code: number = await runCli(['check', 'build.zip'], { env: {}, io: { stdout: () => {}, stderr: () => {}, interactive: false } });
  check<Is<typeof EXIT.usage, 2>>();
  void [ok, rule, line, seconds, code];

  // @ts-expect-error: severities are a closed set
  const severity: Finding['severity'] = 'fatal';
  // @ts-expect-error: the options take a number of bytes
  await checkBuild('build.zip', { maxBytes: '500MB' });
  // @ts-expect-error: argv is an array of strings
  await runCli('check build.zip');
  void severity;
}
void publicApi;
