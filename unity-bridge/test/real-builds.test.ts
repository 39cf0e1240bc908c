// The facts the fixture loaders reproduce (test/real-builds/loader-facts.json): each comes from a
// named published build, and the fixtures cover every line and compression setting recorded.
// The fixtures' behaviour in a browser is held to these facts by test/e2e/engines/unity-loaders.spec.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPRESSIONS, fixtureLoader, UNITY_LINES } from '../scripts/engine-build.mjs';

interface ObservedBuild {
  id: string;
  unity: string;
  compression: string;
  decompressionFallback: boolean;
  repository: string;
  commit: string;
  loader: string;
}
const facts = JSON.parse(readFileSync(join(import.meta.dirname, 'real-builds', 'loader-facts.json'), 'utf8')) as {
  builds: ObservedBuild[];
  lines: Record<string, { observedOn: string[]; final: string; decodedSizeEstimate: Record<string, number> }>;
};

describe('loader-facts.json', () => {
  it('names the published build of every observation: repository, commit and loader path', () => {
    for (const build of facts.builds) {
      expect(build.repository, build.id).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(build.commit, build.id).toMatch(/^[0-9a-f]{40}$/);
      expect(build.loader, build.id).toMatch(/\.loader\.js$/);
      expect(COMPRESSIONS, build.id).toContain(build.compression);
    }
    expect(new Set(facts.builds.map((build) => build.id)).size).toBe(facts.builds.length);
  });

  it('records each line a fixture reproduces on builds of that line, with and without Decompression Fallback', () => {
    expect(Object.keys(facts.lines)).toEqual([...UNITY_LINES]);
    for (const line of UNITY_LINES) {
      const builds = facts.lines[line]!.observedOn.map((id) => facts.builds.find((build) => build.id === id)!);
      expect(builds.every((build) => build.unity.startsWith(line === '6000.0' ? '6000' : line)), line).toBe(true);
      expect(builds.some((build) => build.decompressionFallback), line).toBe(true);
      expect(builds.some((build) => !build.decompressionFallback), line).toBe(true);
    }
    const modes = new Set(facts.builds.map((build) => `${build.compression}${build.decompressionFallback ? '+fallback' : ''}`));
    expect([...modes].sort()).toEqual(['Brotli', 'Brotli+fallback', 'Disabled', 'Gzip', 'Gzip+fallback']);
  });

  it('bakes each line\'s settings into its fixture loader as Unity bakes a build\'s', () => {
    expect(fixtureLoader({ line: '2021.3', compression: 'Gzip', fallback: true })).toMatch(/^var LOADER_FIXTURE = \{"line":"2021\.3","fallback":"gzip"\};\n/);
    expect(fixtureLoader({ line: '6000.0', compression: 'Disabled', fallback: false })).toContain('var LOADER_FIXTURE = {"line":"6000.0","fallback":null};');
    expect(() => fixtureLoader({ line: '2020.3' as '2021.3', compression: 'Gzip', fallback: false })).toThrow('no fixture loader for Unity 2020.3');
    expect(() => fixtureLoader({ line: '2022.3', compression: 'Disabled', fallback: true })).toThrow('Decompression Fallback needs Gzip or Brotli');
    // The decoded-size estimates the fixture uses are the recorded ones.
    const loader = readFileSync(join(import.meta.dirname, 'real-builds', 'fixture-loader.js'), 'utf8');
    expect(loader).toContain(`fixture.line === '6000.0' ? { br: ${facts.lines['6000.0']!.decodedSizeEstimate.br}, gzip: ${facts.lines['6000.0']!.decodedSizeEstimate.gzip} } : { br: ${facts.lines['2022.3']!.decodedSizeEstimate.br}, gzip: ${facts.lines['2022.3']!.decodedSizeEstimate.gzip} }`);
  });
});
