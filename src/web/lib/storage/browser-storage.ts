// localStorage that never throws: private windows and full quotas must not break the portal (docs/spec.md §7 counts failures
// in local storage, docs/spec.md §9 keys).
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
  removeItem: (key) => {
    memory.delete(key);
  },
};

export const browserStorage = (): KeyValueStorage => {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Access to localStorage can itself throw (blocked cookies).
  }
  return memoryStorage;
};

export const readJson = <T>(storage: KeyValueStorage, key: string, fallback: T): T => {
  try {
    const text = storage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
};

export const writeJson = (storage: KeyValueStorage, key: string, value: unknown): void => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage loses the value; the portal keeps working.
  }
};
