import {
  isLocale,
  MARKET_INFO,
  marketOfLocale,
  type Locale,
  type Market,
} from '@tenora/domain/market';
import type { AppContextValue } from '../app-context.tsx';
import type { Messages } from './catalogues.ts';
import addCardEnIN from './add-card-en-IN.ts';
import addCardIdID from './add-card-id-ID.ts';
import agreementEnIN from './agreement-en-IN.ts';
import agreementIdID from './agreement-id-ID.ts';
import complaintEnIN from './complaint-en-IN.ts';
import complaintIdID from './complaint-id-ID.ts';
import complaintDetailEnIN from './complaint-detail-en-IN.ts';
import complaintDetailIdID from './complaint-detail-id-ID.ts';
import confirmEnIN from './confirm-en-IN.ts';
import confirmIdID from './confirm-id-ID.ts';
import delayEnIN from './delay-en-IN.ts';
import delayIdID from './delay-id-ID.ts';
import detailsEnIN from './details-en-IN.ts';
import detailsIdID from './details-id-ID.ts';
import documentsEnIN from './documents-en-IN.ts';
import documentsIdID from './documents-id-ID.ts';
import enIN from './en-IN.ts';
import helpEnIN from './help-en-IN.ts';
import helpIdID from './help-id-ID.ts';
import keyFactsEnIN from './key-facts-en-IN.ts';
import keyFactsHiIN from './key-facts-hi-IN.ts';
import keyFactsIdID from './key-facts-id-ID.ts';
import idID from './id-ID.ts';
import addCardHiIN from './add-card-hi-IN.ts';
import agreementHiIN from './agreement-hi-IN.ts';
import complaintHiIN from './complaint-hi-IN.ts';
import complaintDetailHiIN from './complaint-detail-hi-IN.ts';
import confirmHiIN from './confirm-hi-IN.ts';
import delayHiIN from './delay-hi-IN.ts';
import detailsHiIN from './details-hi-IN.ts';
import documentsHiIN from './documents-hi-IN.ts';
import helpHiIN from './help-hi-IN.ts';
import instalmentsHiIN from './instalments-hi-IN.ts';
import instructionsHiIN from './instructions-hi-IN.ts';
import ordersHiIN from './orders-hi-IN.ts';
import payMethodsHiIN from './pay-methods-hi-IN.ts';
import privacyHiIN from './privacy-hi-IN.ts';
import promotionHiIN from './promotion-hi-IN.ts';
import registeredHiIN from './registered-hi-IN.ts';
import ratingHiIN from './rating-hi-IN.ts';
import recommendHiIN from './recommend-hi-IN.ts';
import repayHiIN from './repay-hi-IN.ts';
import siteHiIN from './site-hi-IN.ts';
import vaHiIN from './va-hi-IN.ts';
import walletHiIN from './wallet-hi-IN.ts';
import hiIN from './hi-IN.ts';
import instalmentsEnIN from './instalments-en-IN.ts';
import instalmentsIdID from './instalments-id-ID.ts';
import instructionsEnIN from './instructions-en-IN.ts';
import instructionsIdID from './instructions-id-ID.ts';
import ordersEnIN from './orders-en-IN.ts';
import ordersIdID from './orders-id-ID.ts';
import payMethodsEnIN from './pay-methods-en-IN.ts';
import payMethodsIdID from './pay-methods-id-ID.ts';
import privacyEnIN from './privacy-en-IN.ts';
import privacyIdID from './privacy-id-ID.ts';
import promotionEnIN from './promotion-en-IN.ts';
import promotionIdID from './promotion-id-ID.ts';
import registeredEnIN from './registered-en-IN.ts';
import registeredIdID from './registered-id-ID.ts';
import ratingEnIN from './rating-en-IN.ts';
import ratingIdID from './rating-id-ID.ts';
import recommendEnIN from './recommend-en-IN.ts';
import recommendIdID from './recommend-id-ID.ts';
import repayEnIN from './repay-en-IN.ts';
import repayIdID from './repay-id-ID.ts';
import siteEnIN from './site-en-IN.ts';
import siteIdID from './site-id-ID.ts';
import vaEnIN from './va-en-IN.ts';
import vaIdID from './va-id-ID.ts';
import vaChooseEnIN from './va-choose-en-IN.ts';
import vaChooseHiIN from './va-choose-hi-IN.ts';
import vaChooseIdID from './va-choose-id-ID.ts';
import complaintStartEnIN from './complaint-start-en-IN.ts';
import complaintStartHiIN from './complaint-start-hi-IN.ts';
import complaintStartIdID from './complaint-start-id-ID.ts';
import walletEnIN from './wallet-en-IN.ts';
import walletIdID from './wallet-id-ID.ts';

/**
 * Every word of both languages at once, sections included, for what runs outside a borrower's
 * phone: the server's renderer (src/server.tsx) and the component tests. Never imported by a screen, which loads
 * its language and sections through catalogues.ts.
 */
export const ALL_MESSAGES: Record<Locale, Messages> = {
  'en-IN': {
    ...enIN,
    addCard: addCardEnIN,
    agreement: agreementEnIN,
    complaint: complaintEnIN,
    complaintDetail: complaintDetailEnIN,
    complaintStart: complaintStartEnIN,
    confirm: confirmEnIN,
    keyFacts: keyFactsEnIN,
    delay: delayEnIN,
    details: detailsEnIN,
    documents: documentsEnIN,
    help: helpEnIN,
    instalments: instalmentsEnIN,
    instructions: instructionsEnIN,
    orders: ordersEnIN,
    payMethods: payMethodsEnIN,
    privacy: privacyEnIN,
    promotion: promotionEnIN,
    registered: registeredEnIN,
    rating: ratingEnIN,
    recommend: recommendEnIN,
    repay: repayEnIN,
    site: siteEnIN,
    va: vaEnIN,
    vaChoose: vaChooseEnIN,
    wallet: walletEnIN,
  },
  'hi-IN': {
    ...hiIN,
    addCard: addCardHiIN,
    agreement: agreementHiIN,
    complaint: complaintHiIN,
    complaintDetail: complaintDetailHiIN,
    complaintStart: complaintStartHiIN,
    confirm: confirmHiIN,
    keyFacts: keyFactsHiIN,
    delay: delayHiIN,
    details: detailsHiIN,
    documents: documentsHiIN,
    help: helpHiIN,
    instalments: instalmentsHiIN,
    instructions: instructionsHiIN,
    orders: ordersHiIN,
    payMethods: payMethodsHiIN,
    privacy: privacyHiIN,
    promotion: promotionHiIN,
    registered: registeredHiIN,
    rating: ratingHiIN,
    recommend: recommendHiIN,
    repay: repayHiIN,
    site: siteHiIN,
    va: vaHiIN,
    vaChoose: vaChooseHiIN,
    wallet: walletHiIN,
  },
  'id-ID': {
    ...idID,
    addCard: addCardIdID,
    agreement: agreementIdID,
    complaint: complaintIdID,
    complaintDetail: complaintDetailIdID,
    complaintStart: complaintStartIdID,
    confirm: confirmIdID,
    keyFacts: keyFactsIdID,
    delay: delayIdID,
    details: detailsIdID,
    documents: documentsIdID,
    help: helpIdID,
    instalments: instalmentsIdID,
    instructions: instructionsIdID,
    orders: ordersIdID,
    payMethods: payMethodsIdID,
    privacy: privacyIdID,
    promotion: promotionIdID,
    registered: registeredIdID,
    rating: ratingIdID,
    recommend: recommendIdID,
    repay: repayIdID,
    site: siteIdID,
    va: vaIdID,
    vaChoose: vaChooseIdID,
    wallet: walletIdID,
  },
};

/**
 * A borrower's app with every word loaded, as the component tests render screens in: of `where`,
 * a market in its own language, or a language in its market (`'hi-IN'`: India, in Hindi).
 */
export function testAppOf(where: Market | Locale): AppContextValue {
  const market = isLocale(where) ? marketOfLocale(where) : where;
  const locale = isLocale(where) ? where : MARKET_INFO[where].locale;
  return { config: null, locale, market, t: ALL_MESSAGES[locale], adoptApp: async () => undefined };
}
