import { unsupported, type Runtime } from '../runtime/runtime.js';

/** An asynchronous operation that no platform adapter offers yet: it rejects FEATURE_NOT_SUPPORTED. */
export function notOffered<A extends unknown[], T>(runtime: Runtime, context: string): (...args: A) => Promise<T> {
  return () => runtime.call<T>(context, (adapter) => Promise.reject(unsupported(context, adapter.id)));
}
