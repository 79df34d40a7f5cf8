/**
 * The value frozen all the way down, for data several requests share (an opened session cookie, a checked broker
 * answer): one request cannot change it for the others, and an attempt throws instead of leaking.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
