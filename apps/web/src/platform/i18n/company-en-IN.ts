import type { Company } from '@tenora/contract/film';
import type { Market } from '@tenora/domain/market';
import { RETENTION_PROMISED as KEPT } from '@tenora/domain/retention';

/**
 * What the company pages say about the company, taken from the app config (never written into
 * a component). Any part may be missing when the config is not known: the texts then leave the
 * fact out rather than guess it.
 */
export interface CompanyFacts {
  market: Market;
  /** The app's display name, or null when the config is not known. */
  app: string | null;
  company: Company | null;
  contact: { phone: string; email: string } | null;
  /** The users claim, in the market's number format: a number of millions, or a plain count. */
  users: { value: string; millions: boolean } | null;
}

/** A part of a long page: a heading, paragraphs, and optionally a list and a table. */
export interface TextSection {
  /** Stable across languages, for anchors and tests. */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** An ordered list (steps) rather than bullets. */
  ordered?: boolean;
  table?: { caption: string; head: string[]; rows: string[][] };
  /** Paragraphs after the list or table. */
  after?: string[];
}

export interface Slide {
  title: string;
  body: string;
  alt: string;
}

export interface Highlight {
  title: string;
  body: string;
}

export interface Review {
  name: string;
  place: string;
  text: string;
}

/** The brand-new-user offer (docs/product.md#markets), formatted for the market. */
export interface OfferFigures {
  min: string;
  max: string;
  /** IN only: the monthly salary a salaried applicant needs. */
  income: string | null;
}

/**
 * When the whole loan may be repaid early after cooling-off (docs/product.md#early-repayment):
 * from a share of the term and not before a day, or null for any time.
 */
export type PrepaymentWindow = { termShare: string; minDay: number } | null;

/** The loan terms' figures, read from the domain's rules and formatted for the market. */
export type LoanTermsFigures =
  | {
      market: 'IN';
      termDays: { min: number; max: number };
      /** One fixed fee, the same for every borrower. */
      lateFee: string;
      bands: { fromDay: number; toDay: number | null; rate: string }[];
      example: { unpaid: string; days: number; fixed: string; daily: string; total: string };
      /** The ceiling on a loan's penal charges, as a share of its overdue principal. */
      cap: string;
      /** Overdue principal left unpaid long enough for the ceiling to hold the charges. */
      capExample: { principal: string; days: number; uncapped: string; charged: string };
      prepayment: PrepaymentWindow;
    }
  | {
      market: 'ID';
      prepayment: PrepaymentWindow;
      /** OJK's ceilings, newest first, by loan start date (YYYY-MM-DD). */
      caps: { from: string; costPerDay: string; lateFeePerDay: string; total: string }[];
      example: { from: string; unpaid: string; days: number; fee: string };
    };

/**
 * Operational promises of the loan terms text (docs/product.md#company-site), the same in both
 * markets.
 */
export interface ServiceDays {
  decisionDays: number;
  creditDays: { min: number; max: number };
  replyDays: number;
  prepayMinDays: number;
  notifyDays: number;
  assignmentNoticeDays: number;
  judgmentDays: number;
}

export interface CompanyTexts {
  /** The product's name, when the app config is not known. */
  brand: string;
  ui: {
    tagline: string;
    slides: string;
    slide: (n: number, of: number) => string;
    showSlide: (n: number) => string;
    pause: string;
    play: string;
    highlightsTitle: string;
    openPage: string;
    address: string;
    grievanceOfficer: string;
  };
  slides: (f: CompanyFacts) => Slide[];
  highlights: (f: CompanyFacts) => Highlight[];
  usersClaim: (f: CompanyFacts) => string | null;
  /** "<lender> is <registration>." */
  lenderLine: (f: CompanyFacts) => string | null;
  blurb: (f: CompanyFacts) => string;
  copyright: (f: CompanyFacts) => string | null;
  about: (f: CompanyFacts, offer: OfferFigures, days: ServiceDays) => TextSection[];
  reviewsIntro: (f: CompanyFacts) => string;
  reviews: (f: CompanyFacts) => Review[];
  contactIntro: (f: CompanyFacts, days: ServiceDays) => string;
  privacy: (f: CompanyFacts) => { intro: string[]; sections: TextSection[] };
  loanTerms: (
    f: CompanyFacts,
    figures: LoanTermsFigures,
    days: ServiceDays,
  ) => { intro: string[]; sections: TextSection[] };
  /** A YYYY-MM-DD day in words, without Intl, so the server and the browser write it alike. */
  day: (iso: string) => string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const day = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1] ?? ''} ${y}`;
};

const BRAND = 'Tenora';
const name = (f: CompanyFacts) => f.app ?? BRAND;
const who = (f: CompanyFacts) => f.company?.legalName ?? name(f);
const law = (m: Market) =>
  m === 'IN'
    ? 'India’s Digital Personal Data Protection Act, 2023 (DPDP Act)'
    : 'Indonesia’s Law No. 27 of 2022 on Personal Data Protection (PDP Law)';
const regulator = (m: Market) =>
  m === 'IN' ? 'the Reserve Bank of India (RBI)' : 'the Financial Services Authority (OJK)';
const country = (m: Market) => (m === 'IN' ? 'India' : 'Indonesia');

/** How to reach the grievance officer, else customer service, else the app's help. */
const reach = (f: CompanyFacts): string => {
  const officer = f.company?.grievanceOfficer;
  if (officer) return `write to ${officer.email} or call ${officer.phone}`;
  if (f.contact) return `write to ${f.contact.email} or call ${f.contact.phone}`;
  return 'use the help section of the app';
};

const lenderLine = (f: CompanyFacts): string | null => {
  const c = f.company;
  if (!c) return null;
  // The registration phrase is in the market's language: English completes "… is …".
  const lender =
    f.market === 'IN' ? `${c.lender} is ${c.registration}.` : `${c.lender}: ${c.registration}.`;
  // The app's operator for the lender, when there is one (RBI digital lending rules).
  return c.lendingServiceProvider
    ? `${lender} ${c.lendingServiceProvider} operates ${name(f)} as its lending service provider.`
    : lender;
};

const usersClaim = (f: CompanyFacts): string | null =>
  f.users
    ? `Trusted by ${f.users.value}${f.users.millions ? ' million' : ''} users across ${country(f.market)}.`
    : null;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const texts: CompanyTexts = {
  brand: BRAND,
  ui: {
    tagline: 'Small loans on your phone, with every cost shown up front.',
    slides: 'Highlights',
    slide: (n, of) => `${n} of ${of}`,
    showSlide: (n) => `Show slide ${n}`,
    pause: 'Pause slides',
    play: 'Play slides',
    highlightsTitle: 'Why people choose us',
    openPage: 'Open it as a full page',
    address: 'Address',
    grievanceOfficer: 'Grievance officer',
  },

  slides: (f) => [
    {
      title: 'Money when you need it',
      body: 'Apply in minutes on your phone. We decide within a day, and approved money reaches your bank account in 1 to 3 days.',
      alt: 'A phone receiving money',
    },
    {
      title: 'Know the full cost first',
      body:
        f.market === 'IN'
          ? 'Before you accept, the key fact statement shows the interest, every fee, the APR and the total you repay.'
          : 'Before you accept, your agreement shows every cost, always within the limits set by OJK.',
      alt: 'A loan offer under a magnifying glass',
    },
    {
      title: 'Your data stays yours',
      body: `Protected under ${f.market === 'IN' ? 'the DPDP Act' : 'Indonesia’s PDP Law'}. We never read your contacts, photos or messages.`,
      alt: 'A shield with a lock',
    },
  ],

  highlights: (f) => [
    {
      title: 'Apply on your phone',
      body: 'No branch visit and no paperwork: register with your mobile number and apply in the app.',
    },
    {
      title: 'Repay your way',
      body:
        f.market === 'IN'
          ? 'Repay by bank card or wallet, in one go or in instalments, right in the app.'
          : 'Repay by virtual account or at a minimarket, in one go or in instalments.',
    },
    {
      title: 'People who help',
      body: 'Our customer service team answers your questions and complaints.',
    },
  ],

  usersClaim,
  lenderLine,

  blurb: (f) =>
    `${name(f)} is a digital lending platform for ${country(f.market)}: small personal loans, applied for and repaid on your phone, with the full cost shown before you agree.`,

  copyright: (f) =>
    f.company ? `© ${f.company.founded} ${f.company.legalName}. All rights reserved.` : null,

  about: (f, offer, days) => [
    {
      id: 'introduction',
      heading: 'Who we are',
      paragraphs: [
        f.company
          ? `${name(f)} is run by ${f.company.legalName}, founded in ${f.company.founded}. We help people in ${country(f.market)} borrow small amounts quickly and safely, on their phone.`
          : `${name(f)} helps people in ${country(f.market)} borrow small amounts quickly and safely, on their phone.`,
        ...[usersClaim(f), lenderLine(f)].filter((x): x is string => x !== null),
      ],
    },
    {
      id: 'why',
      heading: 'Why choose us',
      paragraphs: [],
      items: [
        f.market === 'IN'
          ? 'Clear costs: the key fact statement shows the APR, every fee and the total you repay before you sign. Nothing else can be charged.'
          : 'Clear costs: your agreement shows every cost before you sign, and interest and fees together stay within the limits set by OJK.',
        `Fast: a decision within ${plural(days.decisionDays, 'day', 'days')}, and the money in your bank account in ${days.creditDays.min} to ${days.creditDays.max} days.`,
        `Private: your data is protected under ${law(f.market)}. We never sell it and never read your contacts or photos.`,
        `Respectful: we collect repayments under the rules of ${regulator(f.market)}, without threats and without contacting the people you know.`,
        `Helpful: our customer service replies within ${days.replyDays} working days.`,
      ],
    },
    {
      id: 'products',
      heading: 'Our products',
      paragraphs: [
        `First loans from ${offer.min} to ${offer.max}, paid into your own bank account.`,
      ],
      items:
        f.market === 'IN'
          ? [
              'Personal loan: for 91 to 365 days, repaid in 3 instalments spread over the term.',
              `Salary advance: for salaried people earning ${offer.income ?? 'a regular salary'} or more a month.`,
              'Higher limits for borrowers who repay on time.',
            ]
          : [
              'Single-payment loan: repaid in one go at the end of the term.',
              'Instalment loan: repaid in 3 equal instalments across the term.',
              'Higher limits for borrowers who repay on time.',
            ],
      after: [
        'Every offer shows the amount, the term, the interest, the fees and the total you repay before you confirm.',
      ],
    },
    {
      id: 'getting-started',
      heading: 'Getting started',
      paragraphs: [],
      ordered: true,
      items: [
        `Download the ${name(f)} app and register with your mobile number.`,
        f.market === 'IN'
          ? 'Complete your profile and verify your identity with your PAN and Aadhaar-based e-KYC.'
          : 'Complete your profile and verify your identity with your KTP (e-KYC).',
        'Choose the amount and term, and read the offer and the agreement.',
        'Confirm, and receive the money in your bank account.',
        'Repay in the app before the due date, or extend the term when the offer allows it.',
      ],
    },
  ],

  reviewsIntro: (f) => `What borrowers say about ${name(f)}.`,

  reviews: (f) =>
    f.market === 'IN'
      ? [
          {
            name: 'Ananya S.',
            place: 'Pune',
            text: 'The app showed me exactly what I would repay before I said yes. No surprises later.',
          },
          {
            name: 'Rahul K.',
            place: 'Jaipur',
            text: 'I needed money for my mother’s hospital bill. The decision came the same day.',
          },
          {
            name: 'Meena D.',
            place: 'Chennai',
            text: 'Paying in instalments from the app is easy, and I get a reminder before each due date.',
          },
          {
            name: 'Arjun P.',
            place: 'Lucknow',
            text: 'Customer service answered my question about the processing fee clearly and politely.',
          },
        ]
      : [
          {
            name: 'Siti R.',
            place: 'Bandung',
            text: 'All the costs were shown before I agreed, and they matched what I paid.',
          },
          {
            name: 'Budi S.',
            place: 'Surabaya',
            text: 'I applied in the evening and had a decision the next morning.',
          },
          {
            name: 'Rina A.',
            place: 'Medan',
            text: 'Paying by virtual account from my bank app takes a minute.',
          },
          {
            name: 'Agus P.',
            place: 'Yogyakarta',
            text: 'When I was late once, they called politely and helped me plan the payment.',
          },
        ],

  contactIntro: (_f, days) =>
    `Questions, feedback or an idea for us? Write to us and we will answer by e-mail or phone within ${days.replyDays} working days.`,

  privacy: (f) => {
    const m = f.market;
    const c = f.company;
    const partner = c && c.lender !== c.legalName ? c.lender : null;
    return {
      intro: [
        `This policy explains how ${who(f)} (“we”) collects, uses and protects your personal data when you use the ${name(f)} app and website in ${country(m)}. We are the ${m === 'IN' ? 'data fiduciary' : 'personal data controller'} under ${law(m)}.`,
        partner
          ? `Loans are made by our partner lender, ${partner}, which uses your data for your loan under the same law and the rules of ${regulator(m)}.`
          : `We also follow the data rules of ${regulator(m)} for lending services.`,
      ],
      sections: [
        {
          id: 'use',
          heading: 'How we use your information',
          paragraphs: ['We collect only what we need to give you a loan and to service it:'],
          items: [
            'Identity and contact details: your name, mobile number, e-mail address, date of birth and address.',
            m === 'IN'
              ? 'Identity checks (KYC): your PAN, Aadhaar-based e-KYC with the Aadhaar number masked, and a selfie.'
              : 'Identity checks (KYC): your KTP and NIK, and a selfie.',
            'Financial details: your bank account, income and employment, and your repayment history; with your permission, your credit report.',
            'Device and usage data: a device identifier, the app version and your IP address, to keep your account secure and to prevent fraud.',
            'What you send us: messages from the contact form, complaints and their attachments.',
          ],
          after: [
            'We use this data to check your identity, to decide on your application, to pay out and collect your loan, to send you messages about your account, to answer you, and to prevent fraud and meet our legal duties. We do not use it for anything else without asking you, and we never sell it.',
            'We do not access your contacts, call logs, photos, files or messages. The app asks for the camera, microphone or location only when a step needs it, such as a selfie for your identity check, and only with your permission.',
            `We process your data with your consent, which we ask for clearly, for each purpose, before we collect it; and where a law requires us to, for example to keep loan records. You can withdraw your consent at any time, as easily as you gave it: in the app, under My loans › Privacy & my data, or ${reach(f)}. We then stop, except where a law requires us to keep the data; if you have a loan running, we still need your data to service it until it is repaid. Withdrawing does not affect what was done before.`,
            ...(m === 'IN'
              ? [
                  'You can also give, review and withdraw your consent through a consent manager registered with the Data Protection Board of India.',
                ]
              : []),
          ],
        },
        {
          id: 'disclosure',
          heading: 'Disclosure of information',
          paragraphs: ['We share your data only as far as each of them needs it:'],
          items: [
            partner
              ? `${partner}, the lender, to assess and run your loan.`
              : 'The lending team that assesses and runs your loan.',
            'Service providers that work for us under contract and on our instructions: hosting, SMS, payment and identity-check providers.',
            m === 'IN'
              ? 'Credit information companies, as RBI rules require.'
              : 'OJK’s financial information service (SLIK) and licensed credit bureaus, as OJK rules require.',
            `Collection partners, only when a loan is overdue; they must follow the rules of ${regulator(m)}.`,
            'Courts, regulators and the police, when the law requires it.',
          ],
          after: [
            `We never share your data with the people in your phone book, and never publish it. Your data is stored on servers in ${country(m)}.`,
          ],
        },
        {
          id: 'cookies',
          heading: 'Cookies',
          paragraphs: [
            'Our website and app pages use no advertising or tracking cookies, and no analytics that follow you across other sites.',
            'To work, the app keeps a few items in your browser’s storage: your session for this visit, which is deleted when you close the app; your language; and the payment method you chose last. You can clear them in your browser or phone settings at any time; the app then asks again.',
          ],
        },
        {
          id: 'security',
          heading: 'Data security and retention',
          paragraphs: [
            'Your data travels encrypted. Only staff who need it can see it, and their access is logged. One-time codes and session keys are stored only in scrambled form, and sessions expire.',
            m === 'IN'
              ? 'If a personal data breach happens, we tell you and the Data Protection Board of India, as the DPDP Act requires.'
              : 'If a personal data breach happens, we tell you and the authorities in writing within 3 × 24 hours, as the PDP Law requires.',
            `We keep your data only as long as we need it. If you register but never borrow, we delete it ${KEPT.registrantMonths} months after your last visit, or sooner if you ask. Photos attached to a complaint, and those we send with our answer, are deleted ${KEPT.complaintImageMonths} months after we answer; the complaint itself is kept. The text of the messages we send you (SMS, e-mail and in the app) is deleted ${KEPT.messageTextMonths} months after it is sent; we keep a record that a message was sent, when, and whether it arrived. When you give or withdraw a consent, we keep the record of your choice as proof; the network address, browser and device it came from are deleted ${KEPT.consentSourceMonths} months after a later choice replaces it. Loan, identity and payment records are kept as long as ${m === 'IN' ? 'RBI rules and the Prevention of Money-laundering Act require' : 'OJK rules and the anti-money-laundering law require'}, generally ${KEPT.loanRecordYears} years after your last loan is closed, and are then deleted or anonymised.`,
          ],
        },
        {
          id: 'non-discrimination',
          heading: 'Non-discrimination statement',
          paragraphs: [
            m === 'IN'
              ? 'We do not treat anyone differently because of religion, caste, race, gender, marital status, disability, place of birth or political views. Loan decisions rest only on what matters for repaying, assessed the same way for everyone.'
              : 'We do not treat anyone differently because of religion, ethnicity, race, group, gender, marital status, disability or political views. Loan decisions rest only on what matters for repaying, assessed the same way for everyone.',
            'Using your privacy rights never leads to worse treatment.',
            m === 'IN'
              ? 'If your application is declined, you can ask us for the main reasons and for a person to look at it again.'
              : 'You can object to a decision made only by automated processing, including profiling, and ask for a person to look at it again.',
          ],
        },
        {
          id: 'rights',
          heading: 'Your rights',
          paragraphs: [`Under ${law(m)} you have the right:`],
          items:
            m === 'IN'
              ? [
                  'to get a summary of your personal data, of what we do with it, and of who we shared it with;',
                  'to have your data corrected, completed, updated or erased;',
                  'to withdraw your consent;',
                  'to have your grievances heard and answered;',
                  'to nominate a person to use these rights for you if you die or cannot act.',
                ]
              : [
                  'to know who we are, why we use your data and on what legal basis;',
                  'to see your data and get a copy of it, and to take it to another service;',
                  'to have your data corrected, completed or updated;',
                  'to have us stop using your data, delete it, or restrict its use;',
                  'to withdraw your consent;',
                  'to object to decisions made only by automated processing;',
                  'to claim compensation if your data is misused.',
                ],
          after: [
            `To use a right, open Privacy & my data in the app (under My loans): there you can see your data and get a copy of it, ask for a correction, withdraw a consent, raise a grievance or close your account. Or ${reach(f)}. We check that the request comes from you, and then ${m === 'IN' ? 'answer within 30 days' : 'act on it within 3 × 24 hours'}. Using your rights is free.`,
          ],
        },
        {
          id: 'minors',
          heading: 'Minors',
          paragraphs: [
            m === 'IN'
              ? 'Our services are for adults only. Under the DPDP Act anyone under 18 is a child: we do not lend to children, do not knowingly collect their data, and delete it if we learn that we have.'
              : 'Our services are only for people who are 18 or older, or married. We do not lend to children, do not knowingly collect their data, and delete it if we learn that we have.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          paragraphs: [
            'We update this policy when our services or the law change. We tell you in the app before an important change takes effect, and if a change needs your consent, we ask for it again.',
          ],
        },
        {
          id: 'contacts',
          heading: 'Contacts',
          paragraphs: [
            c
              ? `Our ${m === 'IN' ? 'Grievance Officer' : 'Data Protection Officer'} is ${c.grievanceOfficer.name}: e-mail ${c.grievanceOfficer.email}, phone ${c.grievanceOfficer.phone}, post to ${c.legalName}, ${c.address}.`
              : `For any question or grievance about your data, ${reach(f)}.`,
            ...(f.contact
              ? [`Customer service: e-mail ${f.contact.email}, phone ${f.contact.phone}.`]
              : []),
            m === 'IN'
              ? 'If you are not satisfied with our answer, you can complain to the Data Protection Board of India; about your loan, to the RBI Integrated Ombudsman at cms.rbi.org.in.'
              : 'If you are not satisfied with our answer, you can contact OJK on 157 or at kontak157.ojk.go.id.',
          ],
        },
      ],
    };
  },

  loanTerms: (f, x, days) => {
    const common: TextSection[] = [
      {
        id: 'prepayment',
        heading: 'Repaying early',
        paragraphs: [
          x.prepayment === null
            ? 'You can repay the whole loan before its due date at any time.'
            : `You can repay the whole loan before its due date once ${x.prepayment.termShare} of the term has passed, and not before day ${x.prepayment.minDay} after the money is paid out.`,
          'You then pay the principal, interest only up to the day you repay, and anything already due. There is no charge for repaying early.',
          ...(f.company
            ? [
                `Within ${plural(f.company.coolingOffDays, 'day', 'days')} of the money being paid out (the cooling-off period), you can always exit the loan by repaying the principal and the interest for the days used, with no penalty. The processing fee and its GST, deducted when the money is paid out, are one-time and are not refunded; your key fact statement and loan details give their amount.`,
              ]
            : []),
        ],
      },
      {
        id: 'your-details',
        heading: 'Changes to your details',
        paragraphs: [
          `Tell us within ${plural(days.notifyDays, 'day', 'days')} if your address, phone number, employment or bank account changes.`,
        ],
      },
      {
        id: 'assignment',
        heading: 'Transfer of the loan',
        paragraphs: [
          `The lender may transfer (assign) your loan to another regulated lender only after giving you ${days.assignmentNoticeDays} business days’ notice. Your terms stay the same.`,
        ],
      },
    ];
    const lender = f.company?.lender;
    if (x.market === 'IN') {
      const bands = x.bands.map((b) =>
        b.toDay === null
          ? `${b.rate} a day from day ${b.fromDay}`
          : `${b.rate} a day for days ${b.fromDay} to ${b.toDay}`,
      );
      return {
        intro: [
          `These terms apply to loans made through ${name(f)}${lender ? ` by ${lender}` : ''}. The key fact statement and the loan agreement you accept give the exact figures of your loan.`,
        ],
        sections: [
          {
            id: 'loan',
            heading: 'Your loan',
            paragraphs: [
              `Term: ${x.termDays.min} to ${x.termDays.max} calendar days, as chosen in your offer.`,
              `We decide on your application within ${plural(days.decisionDays, 'day', 'days')}. Once approved, the money is credited to your bank account in ${days.creditDays.min} to ${days.creditDays.max} days.`,
              'Before you accept, the key fact statement shows the interest, every fee, the APR and the total you repay.',
            ],
          },
          {
            id: 'late',
            heading: 'Late payment',
            paragraphs: [
              `If a payment is late, a one-time penal charge of ${x.lateFee} is charged, the same for every borrower, plus a daily charge on the unpaid amount:`,
            ],
            items: bands,
            after: [
              'The daily charge is simple: it is counted on the unpaid amount only, never on earlier late charges, and never compounded.',
              `For example, ${x.example.unpaid} unpaid for ${x.example.days} days costs ${x.example.fixed} + ${x.example.daily} = ${x.example.total}.`,
              `All late charges on a loan together never exceed ${x.cap} of the overdue principal (the principal of the late instalments still unpaid). For example, ${x.capExample.principal} of principal unpaid for ${x.capExample.days} days would come to ${x.capExample.uncapped}, but costs at most ${x.capExample.charged}.`,
            ],
          },
          ...common,
          {
            id: 'disputes',
            heading: 'Judgments and complaints',
            paragraphs: [
              `An amount a court orders you to pay is payable within ${days.judgmentDays} days of the judgment.`,
              `To complain, ${reach(f)}. If you are not satisfied, or get no reply within 30 days, you can complain under the RBI Integrated Ombudsman Scheme at cms.rbi.org.in.`,
            ],
          },
        ],
      };
    }
    return {
      intro: [
        `These terms apply to loans made through ${name(f)}${lender ? ` by ${lender}` : ''}. The loan agreement you accept gives the exact figures of your loan. All costs follow the limits set by the Financial Services Authority (OJK).`,
      ],
      sections: [
        {
          id: 'loan',
          heading: 'Your loan',
          paragraphs: [
            'The term and the due date are in your offer and your loan agreement, which you see before you accept.',
            `We decide on your application within ${plural(days.decisionDays, 'day', 'days')}. Once approved, the money is credited to your bank account in ${days.creditDays.min} to ${days.creditDays.max} days.`,
            'Before you accept, the agreement shows the interest, every fee and the total you repay.',
          ],
        },
        {
          id: 'late',
          heading: 'Late payment and cost limits',
          paragraphs: [
            'There is no fixed late fee. A late fee is charged for each day a payment is late, on the unpaid amount only, at no more than OJK’s daily limit for the date your loan started:',
          ],
          table: {
            caption: 'OJK’s daily limits by loan start date',
            head: [
              'Loans starting on or after',
              'Interest and fees a day',
              'Late fee a day',
              'All costs together',
            ],
            rows: x.caps.map((cap) => [
              day(cap.from),
              `${cap.costPerDay} of the loan amount`,
              `${cap.lateFeePerDay} of the unpaid amount`,
              `at most ${cap.total} of the loan amount`,
            ]),
          },
          after: [
            'Interest, fees and late fees together never exceed the total limit, however long a payment is late.',
            `For example, on a loan that started on ${day(x.example.from)}, ${x.example.unpaid} unpaid for ${x.example.days} days costs a late fee of ${x.example.fee}.`,
          ],
        },
        ...common,
        {
          id: 'disputes',
          heading: 'Complaints and disputes',
          paragraphs: [
            `To complain, ${reach(f)}. We reply within 10 working days.`,
            'If we cannot settle it together, you can contact OJK on 157 or at kontak157.ojk.go.id, or go to the alternative dispute resolution institution for the financial services sector (LAPS SJK) or to court.',
          ],
        },
      ],
    };
  },

  day,
};

export default texts;
