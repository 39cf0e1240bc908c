// Unity's engine for the one runner (test/vectors/runner): the compiled test program's shim
// (test/cs/Shim.cs) under mono, and how the C# API differs from TypeScript's for the runner.
import { isDeepStrictEqual } from 'node:util';
import { processEngine } from '../../../test/vectors/runner/process.js';
import type { Engine } from '../../../test/vectors/runner/protocol.js';

/** Unity's documented difference: an ad's no-fill is onError with ErrorCode.NoFill, and no afterAd follows. */
export const unityTraits: Omit<Engine, 'name' | 'send'> = {
  callbacks: (expected) => (isDeepStrictEqual(expected, ['noFill', 'afterAd']) ? ['onError:NoFill'] : expected),
};

/** The shim on the Play Mode mocks: one mono process for every case and scenario. */
export function monoEngine(runner: string) {
  return processEngine('unity-mocks', 'mono', [runner, '--shim'], {}, unityTraits);
}
