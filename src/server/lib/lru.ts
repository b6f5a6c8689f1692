/**
 * A bounded map: the least recently used entries go first when it holds more than `max` entries or, when
 * entries are given a cost (their bytes), more than `maxCost` in all.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, { value: V; cost: number }>();
  private total = 0;
  constructor(
    private readonly max: number,
    private readonly maxCost = Number.POSITIVE_INFINITY,
  ) {}
  get(key: K): V | undefined {
    const item = this.map.get(key);
    if (item === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, item);
    return item.value;
  }
  /** The value, without counting it as used. */
  peek(key: K): V | undefined {
    return this.map.get(key)?.value;
  }
  set(key: K, value: V, cost = 0) {
    this.delete(key);
    this.map.set(key, { value, cost });
    this.total += cost;
    // The newest entry always stays, even alone over the budget: it is about to be read.
    for (const oldest of this.map.keys()) {
      if (this.map.size <= 1 || (this.map.size <= this.max && this.total <= this.maxCost)) break;
      this.delete(oldest);
    }
  }
  /** Every key and value, least recently used first (deleting while iterating is safe on a Map). */
  *entries(): IterableIterator<[K, V]> {
    for (const [key, item] of this.map) yield [key, item.value];
  }
  delete(key: K) {
    const item = this.map.get(key);
    if (!item) return;
    this.total -= item.cost;
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
    this.total = 0;
  }
  get size() {
    return this.map.size;
  }
  /** The summed cost of the entries held. */
  get cost() {
    return this.total;
  }
}
