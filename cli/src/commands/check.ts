import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkBuild } from '../check/check-build.js';
import type { Finding } from '../check/findings.js';
import { EXIT, UsageError } from '../output/errors.js';
import { printJson, type CliIo } from '../output/io.js';
import { escapeControl } from '../output/safe-text.js';
import { plural } from '../output/plural.js';

/** `--mbps`: a link speed in megabits per second, decimals allowed (`1.6`). */
function linkSpeed(text: string): number {
  const value = Number(text);
  if (!/^\d{1,5}(?:\.\d{1,3})?$/.test(text) || value < 0.1 || value > 10_000) throw new UsageError('--mbps must be a number from 0.1 to 10000 (megabits per second, such as 1.6)');
  return value;
}

const where = (finding: Finding) => (finding.file ? `${finding.file}${finding.line ? `:${finding.line}` : ''}: ` : '');

/** `gamesdk check <build.zip | folder> [--strict] [--mbps N]`: the preflight of the launch rules. */
export async function checkCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { strict: { type: 'boolean' }, mbps: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [source, ...extra] = positionals;
  if (!source || extra.length) throw new UsageError('check needs exactly one <build.zip | folder>');
  if (!existsSync(source)) throw new UsageError(`no such file or folder: ${source}`);
  const mbps = values.mbps === undefined ? undefined : linkSpeed(values.mbps);
  const report = await checkBuild(source, { mbps });
  printJson(io, report);
  // File names come from the zip, so the line is escaped like any text from outside.
  for (const finding of report.findings) io.stderr(`${finding.severity.padEnd(7)} ${finding.rule}: ${escapeControl(`${where(finding)}${finding.message}`)}\n`);
  const warnings = report.findings.filter((finding) => finding.severity === 'warning').length;
  const failed = !report.ok || (values.strict && warnings > 0);
  io.stderr(failed ? `check failed: the platform would reject this build${report.ok ? ' (--strict: warnings count)' : ''}\n` : `check passed${warnings ? ` with ${plural(warnings, 'warning')}` : ''}\n`);
  return failed ? EXIT.failed : EXIT.ok;
}
