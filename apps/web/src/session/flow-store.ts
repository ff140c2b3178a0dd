import { useSyncExternalStore } from 'react';

export interface FlowStore<T> {
  get(): T;
  update(changes: Partial<T>): void;
  reset(): void;
  use(): T;
}

/**
 * A flow's state (forgot password, unlock): kept in memory, and in sessionStorage under `storageKey` without
 * the `memoryOnly` fields (passwords and answers never reach storage). `restore` adjusts what a reload reads back.
 */
export function createFlowStore<T extends object>(options: {
  storageKey: string;
  empty: () => T;
  memoryOnly: readonly (keyof T)[];
  restore?: (stored: T) => T;
}): FlowStore<T> {
  const { storageKey, empty, memoryOnly, restore = (stored: T) => stored } = options;
  let state: T | null = null;
  const listeners = new Set<() => void>();

  function read(): T {
    try {
      const raw = sessionStorage.getItem(storageKey);
      return raw ? restore({ ...empty(), ...(JSON.parse(raw) as Partial<T>) }) : empty();
    } catch {
      return empty();
    }
  }

  function write(next: T | null): void {
    try {
      if (next === null) {
        sessionStorage.removeItem(storageKey);
        return;
      }
      const stored: Partial<T> = { ...next };
      for (const key of memoryOnly) delete stored[key];
      sessionStorage.setItem(storageKey, JSON.stringify(stored));
    } catch {
      // Storage unavailable: the state still lives in memory for this page.
    }
  }

  const notify = () => listeners.forEach((listener) => listener());
  const get = () => {
    // Login clears the storage key (resetFlows): a state in memory whose key is gone starts afresh.
    if (state && readRaw(storageKey) === null && !isEmpty(state, empty())) state = empty();
    state ??= read();
    return state;
  };

  return {
    get,
    update(changes) {
      state = { ...get(), ...changes };
      write(state);
      notify();
    },
    reset() {
      state = empty();
      write(null);
      notify();
    },
    use() {
      return useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        get,
        get,
      );
    },
  };
}

function readRaw(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return '';
  }
}

const isEmpty = <T extends object>(state: T, empty: T) => JSON.stringify(state) === JSON.stringify(empty);
