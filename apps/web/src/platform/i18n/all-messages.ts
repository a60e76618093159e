import { MARKET_INFO, type Locale, type Market } from '@tenora/domain/market';
import type { AppContextValue } from '../app-context.tsx';
import type { Messages } from './catalogues.ts';
import confirmEnIN from './confirm-en-IN.ts';
import confirmIdID from './confirm-id-ID.ts';
import enIN from './en-IN.ts';
import idID from './id-ID.ts';
import payMethodsEnIN from './pay-methods-en-IN.ts';
import payMethodsIdID from './pay-methods-id-ID.ts';
import promotionEnIN from './promotion-en-IN.ts';
import promotionIdID from './promotion-id-ID.ts';
import repayEnIN from './repay-en-IN.ts';
import repayIdID from './repay-id-ID.ts';
import vaEnIN from './va-en-IN.ts';
import vaIdID from './va-id-ID.ts';
import walletEnIN from './wallet-en-IN.ts';
import walletIdID from './wallet-id-ID.ts';

/**
 * Every word of both languages at once, sections included, for what runs outside a borrower's
 * phone: the build's pre-render and the component tests. Never imported by a screen, which loads
 * its language and sections through catalogues.ts.
 */
export const ALL_MESSAGES: Record<Locale, Messages> = {
  'en-IN': {
    ...enIN,
    confirm: confirmEnIN,
    payMethods: payMethodsEnIN,
    promotion: promotionEnIN,
    repay: repayEnIN,
    va: vaEnIN,
    wallet: walletEnIN,
  },
  'id-ID': {
    ...idID,
    confirm: confirmIdID,
    payMethods: payMethodsIdID,
    promotion: promotionIdID,
    repay: repayIdID,
    va: vaIdID,
    wallet: walletIdID,
  },
};

/** A borrower's app of `market` with every word loaded, as the component tests render screens in. */
export function testAppOf(market: Market): AppContextValue {
  const locale = MARKET_INFO[market].locale;
  return { config: null, locale, market, t: ALL_MESSAGES[locale], adoptApp: async () => undefined };
}
