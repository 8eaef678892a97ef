import { lazy, type ComponentProps, type ComponentType } from 'react';
import { loadChunk } from './timeouts';

/** A module whose default export is a screen. */
// eslint-disable-next-line house/no-explicit-any -- as in React.lazy's own signature: the screen's props, whatever they are
type ScreenModule = { default: ComponentType<any> };

export type LazyScreen<M extends ScreenModule> = ComponentType<ComponentProps<M['default']>> & {
  /** Fetches the screen's chunk (once) and resolves to its module. */
  preload: () => Promise<M>;
};

/**
 * React.lazy, plus `preload()`: a screen whose chunk was fetched ahead renders at once instead of
 * suspending. That matters on a page's first load: React holds back what a Suspense boundary
 * reveals until 300 ms after the last fallback it showed, so each suspension between the address
 * and the first screen cost up to 300 ms (see `preloadFirstScreen` in app/router.tsx). A chunk that
 * has not arrived after CHUNK_LOAD_TIMEOUT_MS fails, and the route error shows.
 */
export function lazyScreen<M extends ScreenModule>(load: () => Promise<M>): LazyScreen<M> {
  let loaded: M['default'] | undefined;
  let loading: Promise<M> | undefined;
  const loadInTime = loadChunk(load);
  const preload = () =>
    (loading ??= loadInTime().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(() => preload());
  function Screen(props: ComponentProps<M['default']>) {
    // Once loaded it stays loaded, so a mounted screen never switches between the two.
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Screen, { preload });
}
