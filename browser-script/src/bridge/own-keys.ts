// Keys an engine sends are the game's names, never paths into JavaScript's objects: a key such as
// `__proto__` must become a key of the object it is written to (as JSON.parse makes it), so that
// the SDK sees it and answers for it, instead of replacing the object's prototype (dropping the
// value without a word) or reaching Object.prototype itself.

/** Sets `key` on `target` as an own, enumerable property, whatever the key is called. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The own value of `key` in `target`, never an inherited one (such as `constructor`). */
export const ownValue = (target: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(target, key) ? target[key] : undefined;
