// mock-platform's parts depend one way: no circle among its source files, and none among its
// folders (platform/, control/, serving/, checklist/, upload-api/, platform-sdk/) and top-level files.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, partGraph, type ImportGraph } from './import-graph.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('the import graph walk', () => {
  it('finds a circle, through type-only imports too, and names the path around it', () => {
    expect(findCycle(graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'] }))).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(findCycle(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toBeNull();
  });

  it('reads every kind of relative import of the sources, and resolves each to a file', () => {
    const graph = importGraph(SRC);
    expect(graph.get('index.ts')).toContain('app.ts'); // a re-export
    expect(graph.get('app.ts')).toContain('types.ts'); // a type-only import
    expect(graph.get('platform-sdk/entry.ts')).toContain('platform-sdk/mock-sdk.ts');
    expect(graph.size).toBeGreaterThan(50);
  });

  it('joins the files of a folder into one part', () => {
    const parts = partGraph(graphOf({ 'app.ts': ['platform/state.ts'], 'platform/state.ts': ['platform/decisions.ts', 'types.ts'], 'platform/decisions.ts': [], 'types.ts': [] }));
    expect(parts).toEqual(graphOf({ 'app.ts': ['platform'], platform: ['types.ts'], 'types.ts': [] }));
  });
});

describe('mock-platform/src', () => {
  it('has no import circle among its files', () => {
    expect(findCycle(importGraph(SRC))).toBeNull();
  });

  it('has no import circle among its parts (folders and top-level files)', () => {
    expect(findCycle(partGraph(importGraph(SRC)))).toBeNull();
  });
});
