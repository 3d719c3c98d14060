/**
 * The default export of a dynamically imported module. Under jest's native dynamic import a
 * CommonJS-built module arrives wrapped once more ({ default: { default } }); both shapes are
 * accepted (as in app/routes.tsx).
 */
export async function lazyDefault<T>(load: () => Promise<{ default: T }>): Promise<T> {
  const module = await load();
  const value = module.default as unknown;
  return (typeof value === 'object' && value !== null && 'default' in value ? (value as { default: T }).default : value) as T;
}
