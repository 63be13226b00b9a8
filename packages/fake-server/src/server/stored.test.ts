import { z } from 'zod';
import { forgetStoredValues } from './persistence';
import { storedPerUser, storedValue } from './stored';

/** A browser's storage, which Node has not. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  get length() {
    return this.items.size;
  }
}

describe('stored values', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  const counts = () => storedValue('test.counts', z.array(z.number()));

  it('gives back what was saved, and null before', () => {
    expect(counts().load()).toBeNull();
    counts().save([1, 2]);
    expect(counts().load()).toEqual([1, 2]);
    expect(storage.getItem('test.counts')).toBe('[1,2]');
  });

  it('reads a value that is not JSON, or not of the schema, as none', () => {
    storage.setItem('test.counts', '{oops');
    expect(counts().load()).toBeNull();
    storage.setItem('test.counts', '["one"]');
    expect(counts().load()).toBeNull();
  });

  it('keeps one value per user under one key', () => {
    const notes = storedPerUser('test.notes', z.string());
    notes.save(1, 'first');
    notes.save(2, 'second');
    expect(notes.load(1)).toBe('first');
    expect(notes.load(3)).toBeNull();
    expect(notes.loadAll()).toEqual(
      new Map([
        [1, 'first'],
        [2, 'second'],
      ]),
    );
  });

  it('without a storage (Node), loads nothing and saves nowhere', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    counts().save([3]);
    expect(counts().load()).toBeNull();
  });

  it('forgets every value of the server (the demo data is reset), and nothing else', () => {
    counts().save([1]);
    storedValue('tessera.fakeServer.a', z.number()).save(1);
    storedValue('tessera.fakeServer.b', z.number()).save(2);
    forgetStoredValues();
    expect(storage.getItem('tessera.fakeServer.a')).toBeNull();
    expect(storage.getItem('tessera.fakeServer.b')).toBeNull();
    expect(counts().load()).toEqual([1]);
  });
});
