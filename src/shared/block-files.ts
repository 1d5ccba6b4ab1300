/**
 * The default export of each block's file of one kind (its component, its Markdown), by block
 * type, from the modules `import.meta.glob` found: the file of a type is the one at pathOf(type),
 * so helpers beside it in the folder are left out.
 */
export function defaultsByType<T>(modules: Record<string, { default: T }>, pathOf: (type: string) => string): [type: string, value: T][] {
  return Object.entries(modules).flatMap(([file, module]): [string, T][] => {
    const type = /^\/blocks\/([^/]+)\//.exec(file)?.[1];
    return type && pathOf(type) === file ? [[type, module.default]] : [];
  });
}
