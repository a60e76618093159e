import type { Config } from '../config.ts';
import { PaymentRails, SandboxPaymentProvider, type PaymentProvider } from './payments.ts';
import { RazorpayPaymentProvider } from './payments-razorpay.ts';
import { XenditPaymentProvider } from './payments-xendit.ts';
import { PROVIDER_CALL_TIMEOUT_MS } from './provider-http.ts';
import { systemClock, type Clock } from './clock.ts';

/**
 * The adapters PAYMENT_PROVIDER names (docs/payments.md), made from the settings the configuration
 * checked. A name this build has no adapter for stops the start, naming the ones it has.
 */
export function paymentRailsFor(
  config: Pick<Config, 'paymentProviders' | 'razorpay' | 'xendit' | 'publicUrl'>,
  sandboxSecret: () => string,
  clock: Clock = systemClock,
): PaymentRails {
  const providers = config.paymentProviders.map((name): PaymentProvider => {
    if (name === 'sandbox')
      return new SandboxPaymentProvider(sandboxSecret(), undefined, () => clock.now());
    if (name === 'razorpay' && config.razorpay) return new RazorpayPaymentProvider(config.razorpay);
    if (name === 'xendit' && config.xendit)
      return new XenditPaymentProvider(
        config.xendit,
        clock,
        PROVIDER_CALL_TIMEOUT_MS,
        // A direct debit names where its callback goes: our webhook.
        `${config.publicUrl}/pay/webhooks/xendit`,
      );
    throw new Error(
      `Invalid configuration:\n  PAYMENT_PROVIDER: this build has no adapter named "${name}" (it has: sandbox, razorpay, xendit; see docs/payments.md)`,
    );
  });
  return new PaymentRails(providers);
}
