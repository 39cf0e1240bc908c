// The files an engine's page or loader config names, which the page cannot start without: Unity's
// loader config (`loaderUrl`, `dataUrl`, `frameworkUrl`, `codeUrl`, `workerUrl`, `memoryUrl`),
// Godot's GODOT_CONFIG (`executable`, `mainPack`, `gdextensionLibs`) and Defold's
// `EngineLoader.load(canvas, exeName)`. The constructs are those of the stock templates as real
// published builds hold them (recorded with their sources in test/fixtures/real-builds.json).

/** One file an engine's page or config names, relative to the page. */
export interface EngineReference {
  /** Relative URL as the page resolves it (joined to Unity's `buildUrl` where the page joins it). */
  url: string;
  /** What names it, for the finding: `Unity dataUrl`, `Godot mainPack`, `Defold engine`. */
  what: string;
  /** Alternatives: the reference is met when any of these is in the build (Defold's asm.js build). */
  orAnyOf?: string[];
  /** Loaded when the build has it, and not an error when it has not (Godot's audio worklets). */
  optional?: boolean;
}

const MAX_URL = 512;
const S = String.raw`\s{0,16}`;

// `var buildUrl = "Build";` (Unity's Default template; `const` or `let` in custom ones).
const UNITY_BUILD_URL = new RegExp(String.raw`\b(?:var|let|const)\s{1,16}buildUrl${S}=${S}["'\`]([^"'\`]{0,${MAX_URL}})["'\`]`);
// `dataUrl: buildUrl + "/web.data"` or `dataUrl: "Build/web.data"`; `loaderUrl = buildUrl + "/web.loader.js"`.
// symbolsUrl is left out: only a development build's error reports fetch it.
const UNITY_URL = new RegExp(
  String.raw`\b(loaderUrl|dataUrl|frameworkUrl|codeUrl|workerUrl|memoryUrl)["']?${S}[:=](?!=)${S}(buildUrl${S}\+${S})?["'\`]([^"'\`]{1,${MAX_URL}})["'\`]`,
  'g',
);
// Godot's export writes its config as one JSON object on one line: `const GODOT_CONFIG = {...};`.
// Found with indexOf and cut at the line's last "}": a pattern spanning to a brace backtracked
// once per occurrence, quadratic on a line of "GODOT_CONFIG = {" repeated.
const GODOT_CONFIG = 'GODOT_CONFIG';
const GODOT_CONFIG_OPENING = new RegExp(String.raw`^${S}=${S}\{`);
// dmloader.js's entry, as Defold's engine_template.html calls it: `EngineLoader.load("canvas", "farm")`.
const DEFOLD_LOAD = new RegExp(String.raw`\bEngineLoader\.load\(${S}["'][^"']{0,${MAX_URL}}["']${S},${S}["']([^"']{1,${MAX_URL}})["']`);

/** A value still holding a template's placeholder (an unexported template), which names no file. */
const isPlaceholder = (value: string) => /\{\{|\$GODOT_|%[A-Z_]+%/.test(value);
const isRelative = (url: string) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url);

/**
 * Reads one HTML or script file's lines in order and answers the engine references of each;
 * it remembers Unity's `buildUrl` from the line that set it.
 */
export class EngineReferenceReader {
  private buildUrl: string | null = null;

  references(line: string): EngineReference[] {
    const found: EngineReference[] = [];
    const base = UNITY_BUILD_URL.exec(line);
    if (base) this.buildUrl = base[1]!;
    for (const match of line.matchAll(UNITY_URL)) {
      const [, key, joined, value] = match as unknown as [string, string, string | undefined, string];
      if (joined && this.buildUrl === null) continue; // joined to a base this file never set
      const url = joined ? `${this.buildUrl}${value}` : value;
      if (!isPlaceholder(url) && isRelative(url)) found.push({ url, what: `Unity ${key}` });
    }
    const godot = godotConfigText(line);
    if (godot) found.push(...godotReferences(godot));
    const defold = DEFOLD_LOAD.exec(line);
    if (defold && !isPlaceholder(defold[1]!)) {
      const exe = defold[1]!;
      // dmloader.js loads the WebAssembly engine, or the asm.js one where a bundle has only that.
      found.push({ url: `${exe}_wasm.js`, what: 'Defold engine', orAnyOf: [`${exe}_asmjs.js`] });
      found.push({ url: `${exe}.wasm`, what: 'Defold engine', orAnyOf: [`${exe}_asmjs.js`] });
      found.push({ url: 'archive/archive_files.json', what: 'Defold archive description' });
    }
    return found;
  }
}

/** The JSON text of a line's `GODOT_CONFIG = {...}`, from its first "{" to the line's last "}", or null. */
function godotConfigText(line: string): string | null {
  const at = line.indexOf(GODOT_CONFIG);
  if (at === -1) return null;
  const after = at + GODOT_CONFIG.length;
  const opening = GODOT_CONFIG_OPENING.exec(line.slice(after, after + 40));
  if (!opening) return null;
  const start = after + opening[0].length - 1;
  const end = line.lastIndexOf('}');
  return end > start ? line.slice(start, end + 1) : null;
}

/** The files Godot's Engine loads from its config: `<executable>.wasm`, the main pack, GDExtension libraries. */
function godotReferences(json: string): EngineReference[] {
  let config: unknown;
  try {
    config = JSON.parse(json);
  } catch {
    return []; // not the export's JSON (a hand-written config): nothing certain to check
  }
  if (typeof config !== 'object' || config === null) return [];
  const { executable, mainPack, gdextensionLibs } = config as Record<string, unknown>;
  if (typeof executable !== 'string' || isPlaceholder(executable)) return [];
  const references: EngineReference[] = [{ url: `${executable}.wasm`, what: 'Godot executable' }];
  // Without mainPack the engine loads `<executable>.pck` (Godot 4's Engine config default).
  references.push({ url: typeof mainPack === 'string' ? mainPack : `${executable}.pck`, what: 'Godot mainPack' });
  // The engine's helper scripts, loaded at start when the export wrote them (the audio worklets
  // from Godot 4.3, the thread worker before 4.3): counted, never required.
  for (const helper of ['audio.worklet.js', 'audio.position.worklet.js', 'worker.js']) {
    references.push({ url: `${executable}.${helper}`, what: 'Godot engine', optional: true });
  }
  if (Array.isArray(gdextensionLibs)) {
    for (const library of gdextensionLibs) if (typeof library === 'string') references.push({ url: library, what: 'Godot gdextensionLibs' });
  }
  return references.filter((reference) => isRelative(reference.url));
}
