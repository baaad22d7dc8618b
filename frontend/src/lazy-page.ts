import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded on demand from its own chunk: `lazyPage(() => import('./pages/X/X'), 'X')`. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
