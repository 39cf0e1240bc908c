// Playwright global setup: ships the current browser script to the fixture games, names the
// folder this run's shared release is built into on first use (support/release.ts), and offers
// the installed SQLite binary to the specs' npm installs (support/sqlite-prebuild.ts); the
// returned teardown removes that folder. Workers inherit the variables set here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASE_DIR_VARIABLE } from './release';
import shipBrowserScript from './ship-browser-script';
import { offerSqlitePrebuild } from './sqlite-prebuild';

export default function globalSetup(): () => void {
  shipBrowserScript();
  const work = mkdtempSync(join(tmpdir(), 'gamesdk-e2e-release-'));
  // `npm test` names one release folder for all its suites; a Playwright run on its own gets one.
  process.env[RELEASE_DIR_VARIABLE] ??= join(work, 'release');
  offerSqlitePrebuild(join(work, 'prebuilds'));
  return () => rmSync(work, { recursive: true, force: true });
}
