/** Time comes from here, never from `new Date()` in a service, so tests and the dev API can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system clock plus an offset that the support API sets (docs/product.md#support-api). */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }

  set(now: Date): void {
    this.offsetMs = now.getTime() - this.base.now().getTime();
  }

  get offsetMinutes(): number {
    return Math.round(this.offsetMs / 60_000);
  }
}
