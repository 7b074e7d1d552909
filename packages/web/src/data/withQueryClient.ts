import type { ComponentType } from 'react';

/**
 * For `lazy()`: loads a screen that uses TanStack Query together with the query client, so
 * that neither is part of the first load. `lazy(withQueryClient(() => import('./X.tsx')))`.
 */
export function withQueryClient<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [bridge, screen] = await Promise.all([import('./QueryBridge.tsx'), load()]);
    return { default: bridge.wrap(screen.default) };
  };
}
