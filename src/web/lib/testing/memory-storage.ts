// A Storage for tests, with the same three calls the portal uses.
import type { KeyValueStorage } from '../storage/browser-storage';

export const memoryStorage = (
  initial: Record<string, string> = {},
): KeyValueStorage & { dump: () => Record<string, string> } => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    dump: () => Object.fromEntries(items),
  };
};
