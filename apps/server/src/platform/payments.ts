import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Every payment goes through a provider (DECISIONS §8). The sandbox provider makes every flow
 * work on one machine; real providers (Xendit, Razorpay/UPI) implement the same interface.
 * The money-moving methods arrive with the repayment feature.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Signs a webhook body the way this provider does; the sandbox uses it to call us back. */
  sign(rawBody: string): string;
  /** True only when the signature is this provider's signature of exactly this body. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly secret: string) {
    if (secret.length < 32)
      throw new Error('The sandbox webhook secret must have at least 32 characters');
  }

  sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
    return timingSafeEqual(Buffer.from(this.sign(rawBody), 'hex'), Buffer.from(signature, 'hex'));
  }
}
