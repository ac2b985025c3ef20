// A page whose code downloads on demand (React.lazy), which draws at once when its code is already in: the server
// loads a page's code before drawing it, and the browser before hydrating the server's HTML (server-pages.ts), so
// that neither has to show the loading state in the HTML's place.
import { type ComponentType, lazy } from 'react';

export type PageModule<M> = {
  load: () => Promise<M>;
  /** The module once `load` has finished; undefined before. */
  loaded: () => M | undefined;
};

export const pageModule = <M>(importer: () => Promise<M>): PageModule<M> => {
  let value: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () => {
      loading ??= importer().then(
        (module) => {
          value = module;
          return module;
        },
        (error: unknown) => {
          // A failed download may be tried again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
};

/**
 * React.lazy over a page module. A module already in is handed over through a thenable that answers at once, which
 * React reads without suspending.
 */
export const lazyPage = <M, P extends object>(module: PageModule<M>, pick: (m: M) => ComponentType<P>) =>
  lazy(() => {
    const loaded = module.loaded();
    if (loaded === undefined) return module.load().then((m) => ({ default: pick(m) }));
    const page = { default: pick(loaded) };
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that answers at once without suspending
    return { then: (resolve: (value: typeof page) => void) => resolve(page) } as unknown as Promise<typeof page>;
  });
