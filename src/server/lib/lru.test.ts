import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('drops the least recently used entry past its count', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect([...lru.entries()].map(([k]) => k)).toEqual(['a', 'c']);
  });

  it('drops the least recently used entries past its cost, keeping the newest even alone', () => {
    const lru = new Lru<string, string>(100, 10);
    lru.set('a', 'x', 4);
    lru.set('b', 'y', 4);
    lru.set('c', 'z', 4);
    expect([...lru.entries()].map(([k]) => k)).toEqual(['b', 'c']);
    expect(lru.cost).toBe(8);
    lru.set('huge', 'w', 50);
    expect([...lru.entries()].map(([k]) => k)).toEqual(['huge']);
    expect(lru.cost).toBe(50);
    lru.set('huge', 'v', 1); // replacing an entry replaces its cost
    expect(lru.cost).toBe(1);
    lru.delete('huge');
    expect(lru.size).toBe(0);
    expect(lru.cost).toBe(0);
  });

  it('peeks without counting the entry as used', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.peek('a')).toBe(1);
    expect(lru.peek('missing')).toBeUndefined();
    lru.set('c', 3); // a is still the least recently used
    expect([...lru.entries()].map(([k]) => k)).toEqual(['b', 'c']);
  });
});
