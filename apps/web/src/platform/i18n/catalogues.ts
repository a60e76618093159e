import type { Locale } from '@tenora/domain/market';
import type { AddCardTexts } from './add-card-en-IN.ts';
import type { AgreementTexts } from './agreement-en-IN.ts';
import type { ComplaintTexts } from './complaint-en-IN.ts';
import type { ComplaintDetailTexts } from './complaint-detail-en-IN.ts';
import type { ComplaintStartTexts } from './complaint-start-en-IN.ts';
import type { ConfirmTexts } from './confirm-en-IN.ts';
import type { DelayTexts } from './delay-en-IN.ts';
import type { DetailsTexts } from './details-en-IN.ts';
import type { DocumentsTexts } from './documents-en-IN.ts';
import type { HelpTexts } from './help-en-IN.ts';
import type { KeyFactsTexts } from './key-facts-en-IN.ts';
import type { CoreMessages } from './en-IN.ts';
import type { InstalmentsTexts } from './instalments-en-IN.ts';
import type { InstructionsTexts } from './instructions-en-IN.ts';
import type { OrdersTexts } from './orders-en-IN.ts';
import type { PayMethodTexts } from './pay-methods-en-IN.ts';
import type { PrivacyTexts } from './privacy-en-IN.ts';
import type { PromotionTexts } from './promotion-en-IN.ts';
import type { RatingTexts } from './rating-en-IN.ts';
import type { RegisteredTexts } from './registered-en-IN.ts';
import type { RecommendTexts } from './recommend-en-IN.ts';
import type { RepayTexts } from './repay-en-IN.ts';
import type { SiteTexts } from './site-en-IN.ts';
import type { VaTexts } from './va-en-IN.ts';
import type { VaChooseTexts } from './va-choose-en-IN.ts';
import type { WalletTexts } from './wallet-en-IN.ts';

/**
 * The words of a few screens only, kept out of the catalogue every screen loads
 * (docs/performance.md): each is its own chunk per language, fetched with the screens that use
 * it (`sections` in app/routes.ts).
 */
interface Sections {
  addCard: AddCardTexts;
  agreement: AgreementTexts;
  complaint: ComplaintTexts;
  complaintDetail: ComplaintDetailTexts;
  complaintStart: ComplaintStartTexts;
  confirm: ConfirmTexts;
  delay: DelayTexts;
  details: DetailsTexts;
  documents: DocumentsTexts;
  help: HelpTexts;
  instalments: InstalmentsTexts;
  instructions: InstructionsTexts;
  keyFacts: KeyFactsTexts;
  orders: OrdersTexts;
  payMethods: PayMethodTexts;
  privacy: PrivacyTexts;
  promotion: PromotionTexts;
  rating: RatingTexts;
  registered: RegisteredTexts;
  recommend: RecommendTexts;
  repay: RepayTexts;
  site: SiteTexts;
  va: VaTexts;
  vaChoose: VaChooseTexts;
  wallet: WalletTexts;
}
export type SectionName = keyof Sections;
export type Messages = CoreMessages & Sections;

/** Each language is its own chunk: a borrower downloads only theirs. */
const core: Record<Locale, () => Promise<{ default: CoreMessages }>> = {
  'en-IN': () => import('./en-IN.ts'),
  'hi-IN': () => import('./hi-IN.ts'),
  'id-ID': () => import('./id-ID.ts'),
};

const sections: { [K in SectionName]: Record<Locale, () => Promise<{ default: Sections[K] }>> } = {
  addCard: {
    'en-IN': () => import('./add-card-en-IN.ts'),
    'hi-IN': () => import('./add-card-hi-IN.ts'),
    'id-ID': () => import('./add-card-id-ID.ts'),
  },
  agreement: {
    'en-IN': () => import('./agreement-en-IN.ts'),
    'hi-IN': () => import('./agreement-hi-IN.ts'),
    'id-ID': () => import('./agreement-id-ID.ts'),
  },
  complaint: {
    'en-IN': () => import('./complaint-en-IN.ts'),
    'hi-IN': () => import('./complaint-hi-IN.ts'),
    'id-ID': () => import('./complaint-id-ID.ts'),
  },
  complaintDetail: {
    'en-IN': () => import('./complaint-detail-en-IN.ts'),
    'hi-IN': () => import('./complaint-detail-hi-IN.ts'),
    'id-ID': () => import('./complaint-detail-id-ID.ts'),
  },
  complaintStart: {
    'en-IN': () => import('./complaint-start-en-IN.ts'),
    'hi-IN': () => import('./complaint-start-hi-IN.ts'),
    'id-ID': () => import('./complaint-start-id-ID.ts'),
  },
  confirm: {
    'en-IN': () => import('./confirm-en-IN.ts'),
    'hi-IN': () => import('./confirm-hi-IN.ts'),
    'id-ID': () => import('./confirm-id-ID.ts'),
  },
  delay: {
    'en-IN': () => import('./delay-en-IN.ts'),
    'hi-IN': () => import('./delay-hi-IN.ts'),
    'id-ID': () => import('./delay-id-ID.ts'),
  },
  details: {
    'en-IN': () => import('./details-en-IN.ts'),
    'hi-IN': () => import('./details-hi-IN.ts'),
    'id-ID': () => import('./details-id-ID.ts'),
  },
  documents: {
    'en-IN': () => import('./documents-en-IN.ts'),
    'hi-IN': () => import('./documents-hi-IN.ts'),
    'id-ID': () => import('./documents-id-ID.ts'),
  },
  help: {
    'en-IN': () => import('./help-en-IN.ts'),
    'hi-IN': () => import('./help-hi-IN.ts'),
    'id-ID': () => import('./help-id-ID.ts'),
  },
  instalments: {
    'en-IN': () => import('./instalments-en-IN.ts'),
    'hi-IN': () => import('./instalments-hi-IN.ts'),
    'id-ID': () => import('./instalments-id-ID.ts'),
  },
  instructions: {
    'en-IN': () => import('./instructions-en-IN.ts'),
    'hi-IN': () => import('./instructions-hi-IN.ts'),
    'id-ID': () => import('./instructions-id-ID.ts'),
  },
  keyFacts: {
    'en-IN': () => import('./key-facts-en-IN.ts'),
    'hi-IN': () => import('./key-facts-hi-IN.ts'),
    'id-ID': () => import('./key-facts-id-ID.ts'),
  },
  orders: {
    'en-IN': () => import('./orders-en-IN.ts'),
    'hi-IN': () => import('./orders-hi-IN.ts'),
    'id-ID': () => import('./orders-id-ID.ts'),
  },
  payMethods: {
    'en-IN': () => import('./pay-methods-en-IN.ts'),
    'hi-IN': () => import('./pay-methods-hi-IN.ts'),
    'id-ID': () => import('./pay-methods-id-ID.ts'),
  },
  privacy: {
    'en-IN': () => import('./privacy-en-IN.ts'),
    'hi-IN': () => import('./privacy-hi-IN.ts'),
    'id-ID': () => import('./privacy-id-ID.ts'),
  },
  promotion: {
    'en-IN': () => import('./promotion-en-IN.ts'),
    'hi-IN': () => import('./promotion-hi-IN.ts'),
    'id-ID': () => import('./promotion-id-ID.ts'),
  },
  rating: {
    'en-IN': () => import('./rating-en-IN.ts'),
    'hi-IN': () => import('./rating-hi-IN.ts'),
    'id-ID': () => import('./rating-id-ID.ts'),
  },
  registered: {
    'en-IN': () => import('./registered-en-IN.ts'),
    'hi-IN': () => import('./registered-hi-IN.ts'),
    'id-ID': () => import('./registered-id-ID.ts'),
  },
  recommend: {
    'en-IN': () => import('./recommend-en-IN.ts'),
    'hi-IN': () => import('./recommend-hi-IN.ts'),
    'id-ID': () => import('./recommend-id-ID.ts'),
  },
  repay: {
    'en-IN': () => import('./repay-en-IN.ts'),
    'hi-IN': () => import('./repay-hi-IN.ts'),
    'id-ID': () => import('./repay-id-ID.ts'),
  },
  site: {
    'en-IN': () => import('./site-en-IN.ts'),
    'hi-IN': () => import('./site-hi-IN.ts'),
    'id-ID': () => import('./site-id-ID.ts'),
  },
  va: {
    'en-IN': () => import('./va-en-IN.ts'),
    'hi-IN': () => import('./va-hi-IN.ts'),
    'id-ID': () => import('./va-id-ID.ts'),
  },
  vaChoose: {
    'en-IN': () => import('./va-choose-en-IN.ts'),
    'hi-IN': () => import('./va-choose-hi-IN.ts'),
    'id-ID': () => import('./va-choose-id-ID.ts'),
  },
  wallet: {
    'en-IN': () => import('./wallet-en-IN.ts'),
    'hi-IN': () => import('./wallet-hi-IN.ts'),
    'id-ID': () => import('./wallet-id-ID.ts'),
  },
};

export const SECTION_NAMES = Object.keys(sections) as SectionName[];

/** Every section a screen has asked for so far: a catalogue loaded later (a language change) has them too. */
const wanted = new Set<SectionName>();
/** The language of the catalogue loaded last: the one the screens speak. */
let current: Locale | undefined;

/**
 * The catalogue of `locale`, with `needed` and every section asked for before in it. A section is
 * added to the language's one catalogue object, so the `t` a screen already holds gains it too.
 */
export async function loadMessages(
  locale: Locale,
  needed: readonly SectionName[] = [],
): Promise<Messages> {
  for (const name of needed) wanted.add(name);
  current = locale;
  const t = (await core[locale]()).default as Partial<Messages>;
  await Promise.all(
    [...wanted]
      .filter((name) => !(name in t))
      .map(async (name) => {
        Object.assign(t, { [name]: (await sections[name][locale]()).default });
      }),
  );
  return t as Messages;
}

/**
 * Adds `needed` to the catalogue the screens speak, before a screen that uses them renders. Before
 * the first catalogue, they are remembered and come with it.
 */
export async function loadSections(needed: readonly SectionName[]): Promise<void> {
  if (current === undefined) {
    for (const name of needed) wanted.add(name);
    return;
  }
  await loadMessages(current, needed);
}

/** A screen's loader that fetches its words beside it; `sections` names them. */
export type WithWords<M> = (() => Promise<M>) & { readonly sections: readonly SectionName[] };

/**
 * `load`, with the sections its screen speaks fetched side by side, so the words never add a round
 * trip: a route's page in app/routes.ts, or a part of a screen that arrives after it. `sections`
 * says which, for the tests that render a route with only its own words (page-test-harness.tsx).
 */
export const withWords = <M>(needed: SectionName[], load: () => Promise<M>): WithWords<M> =>
  Object.assign(
    (): Promise<M> => Promise.all([load(), loadSections(needed)]).then(([module]) => module),
    { sections: needed },
  );
