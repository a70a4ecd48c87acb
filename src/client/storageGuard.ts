/**
 * Web storage that throws when touched (blocked cookies in some privacy modes, sandboxed frames)
 * crashes any code that reads it, DocSearch's modal among them. Before the app starts, such a
 * storage is replaced by one kept in memory: preferences and recent searches then last until the
 * page is closed, and a console warning says so. Working storage is left alone.
 */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
}

/** Replaces `window[name]` when reading it throws; returns whether it did. */
export function guardStorage(target: Window, name: 'localStorage' | 'sessionStorage'): boolean {
  try {
    void target[name];
    return false;
  } catch {
    Object.defineProperty(target, name, {configurable: true, value: new MemoryStorage()});
    return true;
  }
}

// Client modules are also evaluated during the server render, where there is no window.
if (typeof window !== 'undefined') {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (guardStorage(window, name)) {
      console.warn(`${name} is not available in this browser; settings on this site are kept until the page is closed.`);
    }
  }
}
