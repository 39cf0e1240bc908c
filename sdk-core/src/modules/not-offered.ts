import type { ModuleName } from '../port/adapter.js';
import { unsupported, type Runtime } from '../runtime/runtime.js';

/** An asynchronous operation that no platform adapter offers yet: it rejects FEATURE_NOT_SUPPORTED. */
export function notOffered<A extends unknown[], T>(runtime: Runtime, context: string): (...args: A) => Promise<T> {
  return () => runtime.call<T>(context, (adapter) => Promise.reject(unsupported(context, adapter.id)));
}

/**
 * A module no platform adapter offers yet: `isSupported()` asks the platform, and each of
 * `operations` rejects FEATURE_NOT_SUPPORTED naming `<module>.<operation>`. One table instead of a
 * line per operation keeps the web script within its budget.
 */
export function notOfferedModule<M>(runtime: Runtime, module: ModuleName, operations: readonly string[]): M {
  const members: Record<string, unknown> = { isSupported: () => runtime.supports(module) };
  for (const operation of operations) members[operation] = notOffered(runtime, `${module}.${operation}`);
  return members as M;
}
