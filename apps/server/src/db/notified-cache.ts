import type { DatabaseHandle } from './client.ts';

/**
 * The channel of the triggers in migrations 0095 and 0096. Payloads name what changed:
 * `session:<id>` (ended), `user:<id>` (banned, role changed or deleted), `analyses:<user id>`
 * (an analysis stored, changed, shared or deleted).
 */
export const CHANGES_CHANNEL = 'verity_changes';

interface Subscriber {
  changed(payload: string): void;
  lost(): void;
  resumed(): void;
}

/**
 * One LISTEN per server for every cache below. While it is not listening (not yet, or the
 * PostgreSQL connection dropped) caches hold nothing.
 */
export class ChangeFeed {
  private readonly subscribers: Subscriber[] = [];
  listening = false;

  async attach(db: DatabaseHandle): Promise<void> {
    try {
      await db.listen(CHANGES_CHANNEL, {
        onMessage: (payload) => {
          for (const s of this.subscribers) s.changed(payload);
        },
        onLost: () => {
          this.listening = false;
          for (const s of this.subscribers) s.lost();
        },
        onResumed: () => {
          this.listening = true;
          for (const s of this.subscribers) s.resumed();
        },
      });
      this.listening = true;
    } catch {
      this.listening = false;
    }
  }

  subscribe(subscriber: Subscriber): void {
    this.subscribers.push(subscriber);
  }

  /**
   * A change this process has just committed, handled at once. PostgreSQL delivers the
   * triggers' announcement on the listening connection a little after the write returns, so a
   * request that follows its own write (a history read after storing an analysis, a call after
   * signing out) would otherwise be answered from memory in between. The database's own
   * announcement still follows and reaches every other server.
   */
  announce(payload: string): void {
    for (const s of this.subscribers) s.changed(payload);
  }
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  until: number;
}

export interface NotifiedCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Values read from the database, remembered until the database announces a change to what they
 * were read from (an entry is dropped when a payload equals one of its tags), for at most
 * `ttlMs` (the bound on a notification lost in transit), and never while the feed is down.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped on every change announced, so a read that raced one is not remembered. */
  private version = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: NotifiedCacheOptions,
  ) {
    feed.subscribe({
      changed: (payload) => this.drop(payload),
      lost: () => {
        this.version += 1;
        this.clear();
      },
      resumed: () => {},
    });
  }

  get(key: string): V | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.delete(key);
      return null;
    }
    return entry.value;
  }

  /** Take before reading the database; pass to `set` with what was read. */
  snapshot(): number {
    return this.version;
  }

  set(key: string, tags: readonly string[], value: V, snapshot: number): void {
    if (!this.feed.listening || snapshot !== this.version) return;
    this.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    this.entries.set(key, { value, tags, until: this.now() + this.options.ttlMs });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private drop(payload: string): void {
    this.version += 1;
    if (payload === '*') {
      this.clear();
      return;
    }
    for (const key of this.keysByTag.get(payload) ?? []) this.delete(key);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  private clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }
}
