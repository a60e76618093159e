import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
  /**
   * Hands the card number to the provider once; what comes back is all we keep: a token to
   * charge, and a keyed fingerprint that is the same for the same number.
   */
  tokenizeCard(digits: string): { token: string; fingerprint: string; last4: string };
  /** Charges a tokenised card. `reference` is ours and makes a retried charge the same charge. */
  chargeCard(
    token: string,
    amount: number,
    reference: string,
  ): Promise<{ ok: true; providerReference: string } | { ok: false }>;
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

  tokenizeCard(digits: string) {
    return {
      token: `tok_${randomBytes(16).toString('hex')}`,
      fingerprint: createHmac('sha256', this.secret).update(`card:${digits}`).digest('hex'),
      last4: digits.slice(-4),
    };
  }

  /** The sandbox bank approves every charge on a token it issued. */
  async chargeCard(token: string, _amount: number, reference: string) {
    if (!token.startsWith('tok_')) return { ok: false as const };
    return {
      ok: true as const,
      providerReference: `sbx_${createHmac('sha256', this.secret).update(reference).digest('hex').slice(0, 24)}`,
    };
  }
}
