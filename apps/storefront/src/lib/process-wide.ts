/**
 * One value per process under `key`, whichever copy of a module asks: Next bundles a server
 * module once for pages and once for route handlers, so module-level state would exist twice.
 */
export function processWide<T>(key: string, create: () => T): T {
  const holder = globalThis as { [name: symbol]: unknown };
  const name = Symbol.for(`stadio.${key}`);
  holder[name] ??= create();
  return holder[name] as T;
}
