import type { QaLoanAction } from '@tenora/contract/complaints';
import { formatMoney } from '@tenora/domain/money';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Translate } from '../../platform/messages.ts';
import { loanAccount, loanSummaries, type LoanAccount } from '../ledger/index.ts';

/**
 * The typed questions a borrower asks most, answered from their own loan rather than from the
 * tree (docs/product.md#help-chatbot): when the payment is due and how much, whether it can be
 * paid later, and where the documents are. Each answer comes with the buttons that act on it.
 */
export type LoanQuestion = 'due' | 'later' | 'documents';

// Words of each question, in English, Indonesian and Hindi (as written and romanised), as
// borrowers type them; a word matches the start of a longer one ("extend" matches "extension",
// "perpanjang" "perpanjangan", "बढ़ा" "बढ़ाना"). "When" or "how much" alone could be about anything
// (a complaint's answer, a limit): with a word about paying, they ask when the payment is due.
const QUESTIONS: { question: LoanQuestion; words: string[]; withPaying?: string[] }[] = [
  {
    question: 'later',
    words: ['pay later', 'later', 'extend', 'delay', 'postpone', 'more time'].concat(
      ['perpanjang', 'tunda', 'bayar nanti', 'nanti', 'mundur'],
      ['बाद में', 'बढ़ा', 'टाल', 'और समय', 'baad me', 'badha', 'aur samay'],
    ),
  },
  {
    question: 'documents',
    words: ['document', 'agreement', 'contract', 'dokumen', 'perjanjian', 'kontrak'].concat([
      'दस्तावेज',
      'अनुबंध',
      'एग्रीमेंट',
      'कागज',
      'dastavej',
      'anubandh',
      'kagaz',
    ]),
  },
  {
    question: 'due',
    words: ['due', 'owe', 'instalment', 'installment', 'emi', 'jatuh tempo', 'tagihan'].concat(
      ['cicilan', 'angsuran'],
      ['किस्त', 'देय', 'बकाया', 'kist', 'bakaya'],
    ),
    withPaying: ['when', 'how much', 'amount', 'kapan', 'berapa', 'jumlah'].concat([
      'कब',
      'कितना',
      'कितनी',
      'राशि',
      'kab',
      'kitna',
      'kitni',
    ]),
  },
];
const PAYING = ['pay', 'repay', 'loan', 'bayar', 'pembayaran', 'pinjaman', 'lunas'].concat([
  'चुका',
  'भुगतान',
  'लोन',
  'chuka',
  'bhugtan',
]);

// Devanagari writes vowels as marks (\p{M}), which belong to their word; NFC makes 'ज़' typed with
// its nukta apart the same as typed whole, in what is said and in the words above alike.
const normal = (text: string) =>
  ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')} `;

/** Which of the common questions `text` asks, if any; the first that fits wins. */
export function loanQuestionOf(text: string): LoanQuestion | null {
  const said = normal(text);
  const has = (words: readonly string[]) => words.some((w) => said.includes(normal(w).trimEnd()));
  for (const { question, words, withPaying } of QUESTIONS) {
    if (has(words) || (withPaying && has(withPaying) && has(PAYING))) return question;
  }
  return null;
}

/** The loan named by the conversation, else the borrower's newest loan with something to pay. */
async function loanInQuestion(
  clock: Clock,
  borrower: BorrowerScope,
  named: LoanAccount | null,
): Promise<LoanAccount | null> {
  if (named) return named;
  for (const { order } of await loanSummaries(borrower, clock)) {
    const account = await loanAccount(clock, borrower, order.id);
    if (account?.actions.includes('repay')) return account;
  }
  return null;
}

export interface LoanReply {
  text: string;
  actions: QaLoanAction[];
}

/** The answer to a common question from the borrower's loan, or null to answer from the tree. */
export async function loanAnswer(
  a: { clock: Clock; borrower: BorrowerScope; t: Translate; named: LoanAccount | null },
  question: LoanQuestion,
): Promise<LoanReply | null> {
  const account = await loanInQuestion(a.clock, a.borrower, a.named);
  // With no loan to speak of, the tree's general answer (what an extension costs) is the better one.
  if (!account) return question === 'due' ? { text: a.t('qa.loan.none'), actions: [] } : null;
  const { order, balance, extension } = account;
  const orderId = order.id;
  const money = (minor: number) => formatMoney(minor, order.market);
  const date = (day: string) => a.t.date(day, order.market);
  const act = (kind: QaLoanAction['kind']): QaLoanAction => ({ kind, orderId });
  const canRepay = account.actions.includes('repay');
  if (question === 'documents') {
    return { text: a.t('qa.loan.documents', order.product_name), actions: [act('documents')] };
  }
  if (!canRepay) return { text: a.t('qa.loan.nothingDue', order.product_name), actions: [] };
  if (question === 'later') {
    if (extension && account.actions.includes('extend')) {
      return {
        text: a.t(
          'qa.loan.extend',
          order.product_name,
          extension.days,
          money(extension.fee),
          date(extension.newDueDate),
        ),
        actions: [act('extend'), act('repay')],
      };
    }
    return { text: a.t('qa.loan.noExtension', order.product_name), actions: [act('repay')] };
  }
  // What Repay asks for first: the same figure the borrower meets on tapping the button.
  const now = account.due.amount;
  const text =
    balance.daysLate > 0
      ? a.t(
          'qa.loan.late',
          order.product_name,
          money(now),
          balance.daysLate,
          balance.penaltyCanGrow,
        )
      : account.due.date
        ? a.t('qa.loan.due', order.product_name, money(now), date(account.due.date))
        : a.t('qa.loan.owed', order.product_name, money(now));
  return { text, actions: [act('repay')] };
}
