/** Counts server errors (5xx) in a sliding hour, for the admin System tab. */
export class ErrorCounter {
  private readonly stamps: number[] = [];

  constructor(private readonly windowMs = 60 * 60 * 1000) {}

  record(now = Date.now()): void {
    this.stamps.push(now);
    this.prune(now);
  }

  count(now = Date.now()): number {
    this.prune(now);
    return this.stamps.length;
  }

  private prune(now: number): void {
    while (this.stamps.length > 0 && this.stamps[0]! < now - this.windowMs) this.stamps.shift();
  }
}
