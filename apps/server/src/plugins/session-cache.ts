import type { DatabaseHandle } from '../db/client.ts';

/** Channel of migration 0095's triggers: 'session:<id>' or 'user:<id>'. */
export const AUTH_CHANGES_CHANNEL = 'verity_auth_changes';

interface Entry {
  userId: string;
  role: string | null;
  until: number;
}

/**
 * Recent answers to "does this session still exist, and what is its user's role?", so a
 * signed-in API call does not pay a database round trip each time. Safe because the database
 * tells us the moment it stops being true (triggers NOTIFY on session end, ban, role change,
 * user deletion) and we drop the entry; while that channel is down nothing is cached. The TTL
 * bounds the damage of a notification lost in transit.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Bumped on every change announced, so a lookup that raced one is not remembered. */
  private version = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number } = { ttlMs: 10_000, maxEntries: 10_000 },
  ) {}

  /** Starts listening; until it succeeds (or after the channel drops), lookups miss. */
  async attach(db: DatabaseHandle): Promise<void> {
    try {
      await db.listen(AUTH_CHANGES_CHANNEL, {
        onMessage: (payload) => this.onChange(payload),
        onLost: () => {
          this.listening = false;
          this.version += 1;
          this.entries.clear();
        },
        onResumed: () => {
          this.listening = true;
        },
      });
      this.listening = true;
    } catch {
      this.listening = false;
    }
  }

  get(sessionId: string, userId: string): { role: string | null } | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.userId !== userId || entry.until <= this.now()) {
      this.entries.delete(sessionId);
      return null;
    }
    return { role: entry.role };
  }

  /** Take before reading the database; pass to `set` with what was read. */
  snapshot(): number {
    return this.version;
  }

  set(sessionId: string, userId: string, role: string | null, snapshot: number): void {
    if (!this.listening || snapshot !== this.version) return;
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { userId, role, until: this.now() + this.options.ttlMs });
  }

  private onChange(payload: string): void {
    this.version += 1;
    const [kind, id] = payload.split(':', 2);
    if (kind === 'session' && id) {
      this.entries.delete(id);
    } else if (kind === 'user' && id) {
      for (const [sessionId, entry] of this.entries) if (entry.userId === id) this.entries.delete(sessionId);
    } else {
      this.entries.clear();
    }
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }
}
