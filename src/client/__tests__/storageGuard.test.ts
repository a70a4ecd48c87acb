import {describe, expect, it} from 'vitest';
import {guardStorage, MemoryStorage} from '../storageGuard';

function windowWithBlockedStorage(): Window {
  const fake = {} as Window;
  Object.defineProperty(fake, 'localStorage', {
    configurable: true,
    get() {
      throw new Error('SecurityError: The operation is insecure.');
    },
  });
  return fake;
}

describe('storage guard', () => {
  it('replaces a storage that throws with one kept in memory', () => {
    const fake = windowWithBlockedStorage();
    expect(guardStorage(fake, 'localStorage')).toBe(true);
    fake.localStorage.setItem('theme', 'dark');
    expect(fake.localStorage.getItem('theme')).toBe('dark');
    expect(fake.localStorage.length).toBe(1);
    expect(fake.localStorage.key(0)).toBe('theme');
    fake.localStorage.removeItem('theme');
    expect(fake.localStorage.getItem('theme')).toBeNull();
  });

  it('leaves a working storage alone', () => {
    const storage = new MemoryStorage();
    const fake = {localStorage: storage} as unknown as Window;
    expect(guardStorage(fake, 'localStorage')).toBe(false);
    expect(fake.localStorage).toBe(storage);
  });

  it('has no enumerable keys of its own, so code that walks storage with for..in finds only items', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '1');
    const keys: string[] = [];
    for (const key in storage) if (Object.prototype.hasOwnProperty.call(storage, key)) keys.push(key);
    expect(keys).toEqual([]);
  });
});
