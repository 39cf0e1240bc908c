// The tables the engines' Emscripten libraries hold, from the manifests, in a marked region of each
// hand-written library (from the REGION_START line to the REGION_END line, rewritten at the first
// line's indentation): Unity's .jslib the platform's events by the number C# knows each by
// (Operations.generated.cs's SdkEvent, numbered from the same row); Defold's JS library the events
// by name, which its C++ side hears, and what a sync call answers before the browser script loaded
// (the engines' mocks answer the same before initialisation: sdk-core/api/mock-platform.json's
// engineMock features marked anytime).
import { eventsOf, isModuleCheck, pathOf, readOperations } from './tables/operations.mjs';
import { readMockPlatform } from './tables/mock-platform.mjs';

export const from = 'operations';
export const targets = ['unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/GameSdk.jslib', 'defold-bridge/gamesdk/lib/web/library_gamesdk.js'];

/** The first line of a region: how the generator finds it, and what tells a reader what it is. */
export const REGION_START = '// generated from sdk-core/api by scripts/codegen/engine-library-tables.mjs (npm run generate): begin';
export const REGION_END = '// generated: end';

// A JavaScript literal of names (paths, events) and flags, spaced as the libraries are written.
function js(value) {
  const text = JSON.stringify(value);
  for (const [name] of text.matchAll(/"[^"]*"/g)) if (!/^"[\w.]+"$/.test(name)) throw new Error(`${name} is no operation or event name`);
  return text.replace(/"/g, "'").replace(/,/g, ', ').replace(/:/g, ': ');
}

/**
 * What each sync call answers before the SDK can: a capability check answers false (true for one
 * that needs no initialisation, anytime), and a feature of the mock platform that runs before
 * initialisation answers from the mock's launch state (isInitialized: false). Every other call
 * fails NOT_INITIALIZED.
 */
export function notLoadedValues(operations, mock = readMockPlatform()) {
  const { engine } = mock;
  const values = {};
  for (const op of operations.filter((each) => each.kind === 'sync')) {
    const feature = engine.features.find((each) => each.name === op.mock);
    if (isModuleCheck(op) || op.mock?.supports !== undefined) values[pathOf(op)] = op.anytime === true;
    else if (feature?.anytime) {
      const { answer } = feature;
      const first = answer?.kind === 'state' && engine.launch.find((state) => state.name === answer.name)?.value;
      if (first?.kind !== 'literal') throw new Error(`operations.json ${pathOf(op)}: its mock feature ${op.mock} answers before initialisation, but not a value of the launch state`);
      values[pathOf(op)] = first.value;
    }
  }
  return values;
}

function tables(operations, target) {
  const events = eventsOf(operations);
  if (target.endsWith('.jslib')) {
    return [
      "// The platform's events by the number C# knows each by (SdkEvent), from the manifest's `on` row.",
      `events: ${js(Object.fromEntries(events.map((event, i) => [event, i + 1])))},`,
    ];
  }
  return [
    "// The platform's events, which the C++ side hears by name (the manifest's `on` row).",
    `events: ${js(events)},`,
    '// What a sync call answers before the browser script loaded (as the mocks before',
    '// initialisation); every other call fails NOT_INITIALIZED.',
    `notLoadedValues: ${js(notLoadedValues(operations))},`,
  ];
}

export function emit(operations = readOperations(), current, target) {
  if (current === null) throw new Error('the file is missing');
  const start = current.indexOf(REGION_START);
  const end = current.indexOf(REGION_END, start);
  if (start < 0 || end < 0) throw new Error(`no generated region (a line "${REGION_START}" and a line "${REGION_END}") to keep up to date`);
  const lineStart = current.lastIndexOf('\n', start) + 1;
  const indent = current.slice(lineStart, start);
  const lines = [REGION_START, ...tables(operations, target), REGION_END].map((line) => indent + line);
  return current.slice(0, lineStart) + lines.join('\n') + current.slice(end + REGION_END.length);
}
