import { lazy, type ComponentType } from 'react';

/**
 * React.lazy over a named export. Under jest's native dynamic import a CommonJS-built module
 * arrives wrapped once more ({ default: exports }); both shapes are accepted.
 */
export function lazyNamed<P extends object>(load: () => Promise<unknown>, name: string) {
  return lazy(async () => {
    const module = (await load()) as Record<string, unknown> & { default?: Record<string, unknown> };
    return { default: (module[name] ?? module.default?.[name]) as ComponentType<P> };
  });
}
