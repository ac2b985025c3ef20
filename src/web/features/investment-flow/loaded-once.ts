// Code loaded on demand, once per page load: `load` starts (or joins) the download, `loaded` answers what has already
// arrived, synchronously, so that a screen whose code is in draws at once instead of passing through a loading state.
export type LoadedOnce<K, T> = {
  load: (key: K) => Promise<T>;
  /** The value once its load has finished; undefined before. */
  loaded: (key: K) => T | undefined;
};

export const loadedOnce = <K, T>(loader: (key: K) => Promise<T>): LoadedOnce<K, T> => {
  const loading = new Map<K, Promise<T>>();
  const values = new Map<K, T>();
  return {
    load: (key) => {
      const known = loading.get(key);
      if (known) return known;
      const started = loader(key).then((value) => {
        values.set(key, value);
        return value;
      });
      loading.set(key, started);
      // A failed download may be tried again.
      started.catch(() => loading.delete(key));
      return started;
    },
    loaded: (key) => values.get(key),
  };
};
