import {
  QA_ACTION,
  QA_RECORD_TYPE,
  type QaEntry,
  type QaLoanAction,
} from '@tenora/contract/complaints';
import type { AppConfig } from '@tenora/contract/film';
import type { Locale } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { formatPercentBps } from '@tenora/domain/percent';
import { parsePricingConfig } from '@tenora/domain/pricing';
import type { BorrowerScope } from '../../platform/auth.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { loanAccount, type LoanAccount } from '../ledger/index.ts';
import { coolingOffExit } from '../loan-details/index.ts';
import { activeProducts } from '../products/index.ts';
import { loanAnswer, loanQuestionOf } from './loan-answers.ts';
import { entriesOf, recordQa, type QaEntryRow } from './repository.ts';

/**
 * The help chatbot (docs/product.md#complaints): a question tree per market, each text in the
 * market's languages, whose answers are filled in from the product and the app when they are asked, so a
 * fee or a number of days is never written twice.
 */

interface Asked {
  deps: AppDeps;
  borrower: BorrowerScope;
  locale: Locale;
  t: Translate;
  app: AppConfig | null;
  account: LoanAccount | null;
}

/** The borrower's own order, if one is named; someone else's answers 404. */
export async function orderOf(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderNo: number | undefined,
  t: Translate,
): Promise<LoanAccount | null> {
  if (orderNo === undefined) return null;
  const account = await loanAccount(deps.clock, borrower, orderNo);
  if (!account) throw notFound(t('order.notFound'));
  return account;
}

/** What an extension costs: the chosen loan's own fee, else each product's terms. */
async function extensionText(a: Asked): Promise<string> {
  const market = a.borrower.market;
  const extension = a.account?.extension;
  if (a.account && extension) {
    const { order } = a.account;
    return a.t(
      'qa.extension.order',
      order.product_name,
      formatMoney(extension.fee, order.market),
      extension.days,
      a.t.date(extension.newDueDate, order.market),
    );
  }
  const lines = [];
  for (const product of await activeProducts(a.deps.db, market)) {
    const pricing = parsePricingConfig(product.pricing);
    if (!pricing || pricing.extension.days <= 0) continue;
    const { feeBps, days, maxCount } = pricing.extension;
    lines.push(
      a.t('qa.extension.product', product.name, formatPercentBps(feeBps, market), days, maxCount),
    );
  }
  if (lines.length === 0) return a.t('qa.extension.none');
  return [
    a.t('qa.extension.general'),
    ...lines,
    ...(market === 'ID' ? [a.t('qa.extension.ojk')] : []),
  ].join(' ');
}

/**
 * What a cooling-off exit keeps (docs/product.md#disclosures): on the borrower's loan in its
 * cooling-off days, the exact amount to repay today and the fee kept, as loan details say it;
 * else each product's fee and tax, which are never refunded on an exit.
 */
async function coolingOffText(a: Asked): Promise<string> {
  const exit = a.account && coolingOffExit(a.account, a.t);
  if (exit) return exit.text;
  const market = a.borrower.market;
  const lines = [];
  for (const product of await activeProducts(a.deps.db, market)) {
    const pricing = parsePricingConfig(product.pricing);
    if (!pricing || pricing.processingFeeBps <= 0) continue;
    const fee = formatPercentBps(pricing.processingFeeBps, market);
    lines.push(
      pricing.feeTaxBps > 0
        ? a.t(
            'qa.coolingOff.productTax',
            product.name,
            fee,
            formatPercentBps(pricing.feeTaxBps, market),
          )
        : a.t('qa.coolingOff.product', product.name, fee),
    );
  }
  return [a.t('qa.coolingOff.kept'), ...lines].join(' ');
}

async function fill(text: string, a: Asked): Promise<string> {
  const officer = a.app?.company.grievanceOfficer;
  const values: Record<string, () => Promise<string> | string> = {
    extension: () => extensionText(a),
    coolingOffDays: () => String(a.app?.company.coolingOffDays ?? ''),
    coolingOff: () => coolingOffText(a),
    grievance: () => (officer ? `${officer.name} (${officer.email}, ${officer.phone})` : ''),
    phone: () => a.app?.contact.phone ?? '',
    answerDays: () => a.t('qa.answerDays', a.borrower.market),
  };
  let out = text;
  for (const [name, value] of Object.entries(values)) {
    if (out.includes(`{${name}}`)) out = out.replaceAll(`{${name}}`, await value());
  }
  return out;
}

/**
 * An entry's texts in the borrower's language. India's Hindi falls back to the English text by
 * text, so an entry staff wrote in English only, or a Hindi answer not written yet, still answers.
 */
function textsIn(row: QaEntryRow, locale: Locale) {
  if (locale === 'id-ID')
    return { title: row.title_id, alias: row.alias_id, answer: row.answer_id };
  if (locale === 'hi-IN') {
    return {
      title: row.title_hi || row.title_en,
      alias: row.alias_hi || row.alias_en,
      answer: row.answer_hi || row.answer_en,
    };
  }
  return { title: row.title_en, alias: row.alias_en, answer: row.answer_en };
}

async function toEntry(row: QaEntryRow, a: Asked): Promise<QaEntry> {
  const texts = textsIn(row, a.locale);
  return {
    id: row.id,
    pid: row.pid ?? 0,
    title_local: texts.title,
    title_local_alias: texts.alias,
    action_type: row.action_type,
    question: await fill(texts.answer, a),
  };
}

export async function qaList(a: Asked, pid: number | undefined) {
  const entries = await entriesOf(a.deps.db, a.borrower.market);
  const parent = pid ? entries.find((e) => e.id === pid) : undefined;
  if (pid && !parent) throw notFound(a.t('qa.notFound'));
  const children = entries.filter((e) => e.pid === (parent?.id ?? null));
  return {
    question: parent ? await toEntry(parent, a) : null,
    answerList: await Promise.all(children.map((e) => toEntry(e, a))),
  };
}

// Words that say nothing about what is asked, in each language (Hindi as written and romanised).
const STOP = new Set(
  [
    'the and for you your can how what when where why does with this that have has not are was will from about please',
    'saya anda yang dan untuk dengan bagaimana apa kapan mana bisa tidak sudah ini itu ada atau kami',
    'हैं में मैं मेरा मेरे मेरी मुझे क्या कैसे कहाँ नहीं करें करूँ करना अपना अपने लिए',
    'hai kya kaise kahan nahi mera meri mere mujhe karna kare karen apna liye',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The words of a text. A word takes its marks (\p{M}): Devanagari writes vowels and nasals as
 * marks, so without them 'लोन' would be cut at its vowel. NFC makes a letter typed with its nukta
 * apart ('ज़') the same as the one typed whole.
 */
const wordsOf = (text: string) =>
  (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).filter((w) => w.length >= 3 && !STOP.has(w));

/** Two words match when equal, or when one starts the other ("extend", "extension"). */
const matches = (a: string, b: string) =>
  a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** The answer whose title and keywords, in any of its languages, share the most words with `text`. */
export function closestAnswer(entries: QaEntryRow[], text: string): QaEntryRow | null {
  const asked = [...new Set(wordsOf(text))];
  let best: QaEntryRow | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    if (entry.action_type !== QA_ACTION.answer) continue;
    const known = wordsOf(
      [
        entry.title_en,
        entry.title_id,
        entry.title_hi ?? '',
        entry.keywords_en,
        entry.keywords_id,
        entry.keywords_hi ?? '',
      ].join(' '),
    );
    const score = asked.filter((w) => known.some((k) => matches(w, k))).length;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

export async function record(
  a: Asked,
  input: { type: number; value?: string | undefined; qaId?: number | undefined },
) {
  const entries = await entriesOf(a.deps.db, a.borrower.market);
  const entry = input.qaId === undefined ? null : entries.find((e) => e.id === input.qaId);
  if (entry === undefined) throw notFound(a.t('qa.notFound'));
  const value = input.value ?? '';
  let reply: {
    text: string;
    matched: QaEntry | null;
    offerHandOver: boolean;
    actions?: QaLoanAction[];
  };
  let matchedId: number | null = null;
  switch (input.type) {
    case QA_RECORD_TYPE.handOver:
      reply = { text: a.t('qa.handOver'), matched: null, offerHandOver: false };
      break;
    case QA_RECORD_TYPE.solved:
      if (value !== '1' && value !== '2') throw badInput(a.t('qa.solvedValue'));
      reply =
        value === '1'
          ? { text: a.t('qa.solved'), matched: null, offerHandOver: false }
          : {
              text: a.t('qa.notSolved', a.app?.contact.phone ?? ''),
              matched: null,
              offerHandOver: true,
            };
      break;
    case QA_RECORD_TYPE.rating: {
      const stars = /^[0-5]$/.test(value) ? Number(value) : -1;
      if (stars < 0) throw badInput(a.t('qa.starsValue'));
      if (stars === 0) throw badInput(a.t('qa.pickStars'));
      reply = { text: a.t('qa.thanks'), matched: null, offerHandOver: false };
      break;
    }
    default: {
      if (!value) throw badInput(a.t('qa.emptyText'));
      const question = loanQuestionOf(value);
      const fromLoan =
        question &&
        (await loanAnswer(
          { clock: a.deps.clock, borrower: a.borrower, t: a.t, named: a.account },
          question,
        ));
      if (fromLoan) {
        reply = { ...fromLoan, matched: null, offerHandOver: false };
        break;
      }
      const found = closestAnswer(entries, value);
      matchedId = found?.id ?? null;
      reply = found
        ? {
            text: (await toEntry(found, a)).question,
            matched: await toEntry(found, a),
            offerHandOver: false,
          }
        : { text: a.t('qa.noMatch'), matched: null, offerHandOver: true };
    }
  }
  await recordQa(a.borrower, {
    orderId: a.account?.order.id ?? null,
    qaId: entry?.id ?? null,
    type: input.type,
    value,
    matchedId,
    at: a.deps.clock.now(),
  });
  return reply;
}
