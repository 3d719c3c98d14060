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

/**
 * lazyDefault once: the promise until the module is there, then the value itself, so that a saga
 * calling it again goes on at once.
 */
export function lazyOnce<T>(load: () => Promise<{ default: T }>): () => T | Promise<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (value !== undefined) return value;
    pending ??= lazyDefault(load).then((loaded) => (value = loaded), (error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
