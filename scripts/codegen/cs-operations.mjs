// Emits the C# declaration of every plain operation that no hand-written C# module declares yet
// (Runtime/Modules/*.cs): Sdk.Sdk.<Module>.<Name> with its callback and Task forms, and the
// JSON arguments object the jslib reads. A hand-written declaration (with richer types and docs)
// replaces the generated one at the next `npm run generate`. C# types follow the manifest's:
// string, number (double), boolean (bool), level (string); a table argument or a result other
// than void, boolean, string or number needs the C# written by hand, and generation says so.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { operationsBanner, readOperations, isPlain, pathOf, pascal, bridgedArgs } from './lib/operations.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Modules/Operations.generated.cs';

const modulesDir = fileURLToPath(new URL('../../unity-bridge/com.gamesdk.sdk/Runtime/Modules/', import.meta.url));
const ARG = { string: 'string', number: 'double', boolean: 'bool', level: 'string' };
const RESULT = { void: null, boolean: 'bool', string: 'string', number: 'double' };

/** Operations a hand-written module calls by name. */
function declaredByHand() {
  const named = new Set();
  for (const file of readdirSync(modulesDir).filter((f) => f.endsWith('.cs') && f !== target.split('/').pop())) {
    for (const [, op] of readFileSync(`${modulesDir}${file}`, 'utf8').matchAll(/Bridge\.\w+(?:<[^>]+>)?\("([\w.]+)"/g)) named.add(op);
  }
  return named;
}

function declaration(op) {
  const where = `operations.json ${pathOf(op)}`;
  const args = bridgedArgs(op).map((arg) => {
    if (!ARG[arg.type]) throw new Error(`${where}: C# declares a ${arg.type} argument (${arg.name}) by hand: write the method in unity-bridge/com.gamesdk.sdk/Runtime/Modules/`);
    return { name: arg.name, type: ARG[arg.type] };
  });
  const resultText = op.result.replace(/^Promise<(.*)>$/, '$1');
  if (!(resultText in RESULT)) throw new Error(`${where}: C# declares a ${op.result} result by hand: write the method in unity-bridge/com.gamesdk.sdk/Runtime/Modules/`);
  const result = RESULT[resultText];
  const method = op.unity?.method ?? pascal(op.name);
  const argsClass = `${pascal(op.module || 'sdk')}${pascal(op.name)}Args`;
  const wire = args.length ? `new ${argsClass} { ${args.map((a) => `${a.name} = ${a.name}`).join(', ')} }` : 'null';
  const params = args.map((a) => `${a.type} ${a.name}`);
  const names = args.map((a) => a.name);
  const summary = `        /// <summary><c>${pathOf(op)}</c> of the SDK.</summary>`;
  let methods;
  if (op.kind === 'sync') {
    if (!result) throw new Error(`${where}: a sync operation returns a value`);
    methods = `${summary}\n        public static ${result} ${method}(${params.join(', ')})\n        {\n            return Bridge.CallSync<${result}>("${pathOf(op)}", ${wire});\n        }`;
  } else if (op.kind === 'void') {
    methods = `${summary}\n        public static void ${method}(${params.join(', ')})\n        {\n            Bridge.CallSync("${pathOf(op)}", ${wire});\n        }`;
  } else {
    const done = result ? `Action<${result}>` : 'Action';
    const callbackParams = [...params, `${done} onSuccess`, 'Action<SdkError> onError'].join(', ');
    const task = result ? `Task<${result}>` : 'Task';
    const asTask = result ? `Callbacks.AsTask<${result}>` : 'Callbacks.AsTask';
    const cref = [...args.map((a) => a.type), result ? `Action{${result}}` : 'Action', 'Action{SdkError}'].join(', ');
    methods = `${summary}\n        public static void ${method}(${callbackParams})\n        {\n            Bridge.Call("${pathOf(op)}", ${wire}, onSuccess, onError);\n        }\n\n`
      + `        /// <inheritdoc cref="${method}(${cref})"/>\n        public static ${task} ${method}(${params.join(', ')})\n        {\n            return ${asTask}((done, fail) => ${method}(${[...names, 'done', 'fail'].join(', ')}));\n        }`;
  }
  const argsType = args.length
    ? `    [Serializable]\n    internal sealed class ${argsClass}\n    {\n${args.map((a) => `        public ${a.type} ${a.name};`).join('\n')}\n    }`
    : null;
  return { module: op.module, methods, argsType };
}

export function emit(operations = readOperations()) {
  const byHand = declaredByHand();
  const generated = operations.filter((op) => isPlain(op) && !op.bridgeOnly && op.name !== 'isSupported' && !byHand.has(pathOf(op))).map(declaration);
  const modules = [...new Set(generated.map((d) => d.module))];
  const classes = modules.map((module) => {
    const members = generated.filter((d) => d.module === module).map((d) => d.methods.split('\n').map((line) => (line ? `    ${line}` : line)).join('\n'));
    if (!module) return members.join('\n\n');
    return `        /// <summary>The ${module} module.</summary>\n        public static partial class ${pascal(module)}\n        {\n${members.join('\n\n')}\n        }`;
  });
  const argsTypes = generated.map((d) => d.argsType).filter(Boolean);
  if (!generated.length) return `// ${operationsBanner}\n// Every operation has its hand-written C# declaration; a new operation starts here.\nnamespace Sdk\n{\n}\n`;
  return `// ${operationsBanner}
// The operations no hand-written module declares yet (a new operation starts here).
using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
${classes.join('\n\n')}
    }
}
${argsTypes.length ? `\nnamespace Sdk.Internal\n{\n${argsTypes.join('\n\n')}\n}\n` : ''}`;
}
