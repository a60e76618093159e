import type { Market } from '@tenora/domain/market';
import { RETENTION_PROMISED as KEPT } from '@tenora/domain/retention';

/** A section of a landing page's legal document: a heading and its paragraphs. */
export interface LegalSection {
  heading: string;
  body: string[];
}

/** Where grievances go: the app config's contact, when the app is known. */
export type LegalContact = { email: string; phone: string } | undefined;

/** The User Agreement and the Privacy Notice of a landing page, for the template's market. */
export interface LegalTexts {
  terms: (market: Market, app: string, contact: LegalContact) => LegalSection[];
  privacy: (market: Market, app: string, contact: LegalContact) => LegalSection[];
}

const reach = (c: LegalContact) =>
  c ? `write to ${c.email} or call ${c.phone}` : 'use the help section of the app';

/**
 * English, beside the en-IN catalogue and in a chunk of its own (`loadLegalTexts`): only the
 * landing agreement page shows it, and every screen loads the catalogue before it renders.
 */
const legal: LegalTexts = {
  terms: (m: Market, app: string, c: LegalContact): LegalSection[] => [
    {
      heading: 'About these terms',
      body: [
        `These terms apply when you register with ${app} on this page. ${app} is a digital lending platform.`,
        m === 'IN'
          ? 'Loans are made by our partner lender, a non-banking financial company registered with the Reserve Bank of India (RBI), under the RBI’s digital lending directions. The lender is named in every loan offer.'
          : 'Loans are provided through a lending service licensed and supervised by Indonesia’s Financial Services Authority (OJK). The lender is named in every loan offer.',
      ],
    },
    {
      heading: 'Who can register',
      body: [
        m === 'IN'
          ? 'You must live in India, be 18 or older and register with a mobile number in your own name.'
          : 'You must be an Indonesian citizen, 18 or older or married, and register with a mobile number in your own name.',
      ],
    },
    {
      heading: 'Registering',
      body: [
        'You confirm your number with the picture check and a one-time code sent by SMS. Registering is free.',
        'It is not a loan application, and it does not mean that a loan will be approved.',
        `Never share your code with anyone. ${app} staff will never ask for it.`,
      ],
    },
    {
      heading: 'Loans',
      body: [
        m === 'IN'
          ? 'Before you borrow, the app shows the key fact statement with the annual percentage rate (APR) and every charge. Nothing that is not in it can be charged.'
          : 'Before you borrow, the app shows the loan agreement with every cost. Interest and fees together stay within the limits set by OJK.',
        m === 'IN'
          ? 'You can cancel during the cooling-off period without a penalty, by repaying the principal and the interest for the days used; the processing fee and its GST are one-time and are not refunded, and your key fact statement gives their amount. The money is paid into your own bank account, and you repay the lender directly.'
          : 'Collection follows OJK rules: no threats, no shaming and no contact with the people in your phone book.',
      ],
    },
    {
      heading: 'Messages',
      body: [
        'We send SMS about your registration and your loans. We send offers only with your consent, and you can stop them at any time.',
      ],
    },
    {
      heading: 'Changes and closing your account',
      body: [
        'We tell you before these terms change. You can close your account at any time when nothing is owed.',
      ],
    },
    {
      heading: 'Complaints',
      body: [
        m === 'IN'
          ? `To complain, ${reach(c)}. Our grievance redressal officer replies within 30 days. If you are not satisfied, or get no reply in 30 days, you can complain under the RBI Integrated Ombudsman Scheme at cms.rbi.org.in.`
          : `To complain, ${reach(c)}. We reply within 10 working days. If you are not satisfied, you can contact OJK on 157 or at kontak157.ojk.go.id.`,
      ],
    },
    {
      heading: 'Law',
      body: [
        m === 'IN'
          ? 'These terms are governed by the laws of India.'
          : 'These terms are governed by the laws of the Republic of Indonesia.',
      ],
    },
  ],
  privacy: (m: Market, app: string, c: LegalContact): LegalSection[] => [
    {
      heading: 'Who is responsible',
      body: [
        m === 'IN'
          ? `${app} decides how the personal data you give on this page is used. It is the data fiduciary under the Digital Personal Data Protection Act, 2023 (DPDP Act).`
          : `${app} decides how the personal data you give on this page is used. It is the personal data controller under Law No. 27 of 2022 on Personal Data Protection (UU PDP).`,
      ],
    },
    {
      heading: 'What we collect when you register',
      body: [
        'Your mobile number; an identifier of your device; the campaign that brought you here (the source named in the link); and your IP address, to stop abuse.',
        'We do not read your contacts, photos, files or messages.',
      ],
    },
    {
      heading: 'Why we use it',
      body: [
        'To create your account and check that the number is yours; to send your registration code; to prevent fraud and repeated requests; and to count which campaigns bring visitors, without building a profile of you.',
        'We never sell your data.',
      ],
    },
    {
      heading: 'Your consent',
      body: [
        `By registering you consent to this use. You can withdraw your consent at any time: ${reach(c)}. We then stop using your data and delete it, unless a law requires us to keep it. Withdrawing does not affect what was done before.`,
      ],
    },
    {
      heading: 'Who we share it with',
      body: [
        `Our partner lender, when you apply for a loan; our SMS provider, only to deliver your codes; and authorities, when the law requires it. Your data is stored on servers in ${m === 'IN' ? 'India' : 'Indonesia'}.`,
      ],
    },
    {
      heading: 'How long we keep it',
      body: [
        `If you do not take a loan, we delete your registration data ${KEPT.registrantMonths} months after your last visit, or sooner if you ask. The codes and other texts we send you are deleted ${KEPT.messageTextMonths} months after they are sent. Loan records are kept as long as ${m === 'IN' ? 'RBI and tax rules' : 'OJK rules'} require, generally ${KEPT.loanRecordYears} years after your last loan is closed.`,
      ],
    },
    {
      heading: 'Your rights',
      body: [
        m === 'IN'
          ? 'You can ask for a summary of your data and of who received it, have it corrected, completed or erased, name someone to act for you, and have your grievance heard. You can also complain to the Data Protection Board of India.'
          : 'You can see your data, have it corrected, completed or deleted, get a copy of it, object to decisions made only by automated processing, and withdraw your consent. If your data is breached, we tell you within 3 × 24 hours.',
      ],
    },
    {
      heading: 'Security',
      body: [
        'Your data travels encrypted, only staff who need it can see it, and codes are stored only in scrambled form.',
      ],
    },
    {
      heading: 'Contact and grievances',
      body: [
        m === 'IN'
          ? `For any question or grievance about your data, ${reach(c)}. We reply within 30 days.`
          : `For any question or request about your data, ${reach(c)}. We act on requests about your rights within 3 × 24 hours.`,
      ],
    },
  ],
};

export default legal;
