/**
 * Entries kept in the order they were last used, within a budget of total weight (a count of
 * entries, or of the seats they hold): what a process keeps in memory of a database (ADR 0012,
 * ADR 0029). Past the budget the least recently used go first, never the entry just kept.
 */
export class WeightedLru<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly budget: number,
    private readonly weightOf: (value: V) => number = () => 1,
  ) {}

  /** The value of `key`, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` as the most recently used, dropping the least recently used past the budget. */
  set(key: string, value: V): void {
    const previous = this.entries.get(key);
    this.weight += this.weightOf(value) - (previous === undefined ? 0 : this.weightOf(previous));
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const [oldest, dropped] of this.entries) {
      if (this.weight <= this.budget || oldest === key) break;
      this.entries.delete(oldest);
      this.weight -= this.weightOf(dropped);
    }
  }
}
