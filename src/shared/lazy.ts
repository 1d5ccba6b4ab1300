/**
 * Makes object[key] on first read and keeps it from then on; writing it first replaces it. The
 * property keeps its place among the object's keys, so JSON of the object is the same either way.
 */
export function lazyProperty<T extends object, K extends keyof T>(object: T, key: K, make: () => T[K]): void {
  const settle = (value: T[K]) => Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(object, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = make();
      settle(value);
      return value;
    },
    set: settle,
  });
}
