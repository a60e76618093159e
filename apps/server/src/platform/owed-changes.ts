/**
 * Tells what is priced on what a loan owes that it changed. Numbers, codes and payment pages ask
 * for one amount; the module that keeps them listens, and withdraws those a change made untrue
 * (docs/decisions/093-a-code-is-for-one-amount.md). A module that moves money on a loan calls
 * `changed` once its transaction has committed.
 */
export class OwedChanges {
  private readonly listeners: ((orderId: number) => Promise<void>)[] = [];

  listen(listener: (orderId: number) => Promise<void>): void {
    this.listeners.push(listener);
  }

  /**
   * The money has moved already: a listener that fails leaves its work for the next change to
   * pick up, and never turns a payment that went through into an error.
   */
  async changed(orderId: number, onError: (err: unknown) => void): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(orderId);
      } catch (err) {
        onError(err);
      }
    }
  }
}
