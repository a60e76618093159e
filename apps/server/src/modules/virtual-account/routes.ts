import { generateVcode, initPayType, paymentInstructions } from '@tenora/contract/virtual-account';
import { bind } from '../../platform/register.ts';
import { notFound } from '../../platform/errors.ts';
import { generateCode, instructionsFor, payTypeOptions } from './service.ts';

export const virtualAccountRoutes = [
  bind(initPayType, async ({ orderId, pay_type }, { deps, borrower, t }) => ({
    ...(await payTypeOptions(deps, borrower, orderId, pay_type, t)),
    market: borrower.market,
  })),
  bind(generateVcode, async (input, { deps, borrower, app: appOf, t }) => {
    const app = await appOf();
    return generateCode(
      deps,
      borrower,
      {
        orderId: input.orderId,
        amount: input.amount,
        payType: input.pay_type,
        payCode: input.payCode,
        specificNum: input.specific_num,
      },
      // The virtual account is the lender's: its name is the payee's.
      { telephone: app?.contact.phone ?? '', beneficiary: app?.company.lender ?? '' },
      t,
    );
  }),
  bind(paymentInstructions, async ({ reference }, { deps, borrower, app: appOf, t }) => {
    if (!reference) throw notFound(t('repay.notFound'));
    const app = await appOf();
    return {
      ...(await instructionsFor(
        deps,
        borrower,
        reference,
        app?.contact ?? { phone: '', email: '' },
        app?.company.lender ?? '',
        t,
      )),
      market: borrower.market,
    };
  }),
];
