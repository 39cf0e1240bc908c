// The import graph of the package's TypeScript sources, read from the files themselves: every
// static import, re-export and dynamic import with a relative specifier, types included (a
// type-only circle still ties two files together for a reader).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** File (relative to the source folder, `/`-separated) to the files it imports. */
export type ImportGraph = Map<string, Set<string>>;

const SPECIFIERS = [/\b(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];

/** Every `.ts` file under `root`. */
function sources(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(root, path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const key = (root: string, path: string) => relative(root, path).split(sep).join('/');

/** Reads the graph; throws when a relative import names no source file (the walk would miss an edge). */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8').replace(/^\s*\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const targets = new Set<string>();
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (!specifier!.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier!.replace(/\.js$/, '.ts'));
        if (!existsSync(target)) throw new Error(`${key(root, file)} imports ${specifier}, which is no source file`);
        targets.add(key(root, target));
      }
    }
    graph.set(key(root, file), targets);
  }
  return graph;
}

/** The graph between parts: a file in a folder of the source root belongs to that folder; a file at the top is a part of its own. */
export function partGraph(graph: ImportGraph): ImportGraph {
  const part = (file: string) => file.split('/')[0]!;
  const parts: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = parts.get(part(file)) ?? new Set<string>();
    for (const target of targets) if (part(target) !== part(file)) from.add(part(target));
    parts.set(part(file), from);
  }
  return parts;
}

/** One circle of the graph as the path around it (first node repeated at the end), or null when there is none. */
export function findCycle(graph: ImportGraph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string[] | null => {
    if (onPath.has(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    path.push(node);
    onPath.add(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(node);
    done.add(node);
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}
