import { PAY_TYPE } from '@tenora/contract/repayment';

/**
 * The borrower's payment choice from `/individual`, kept in localStorage for `/that`
 * (docs/product.md#screen-rules): `payType` '1' bank | '2' mini market, `payCode` the bank or store
 * code, `specificNum` the bank channel (1-based; '' for stores), `isDefault` '0' once chosen by
 * hand.
 */
export const CHOICE_KEYS = ['payType', 'payCode', 'specificNum', 'isDefault'] as const;

export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];

export type StoredChoice =
  | { payType: typeof PAY_TYPE.bank; payCode: string; specificNum: number; isDefault: 0 | 1 }
  | { payType: typeof PAY_TYPE.market; payCode: string; isDefault: 0 | 1 };

/** The contract's bounds: a code of at most 32, a channel of 1 to 9. */
const MAX_CODE_LENGTH = 32;

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored choice, or null when there is none or it is not one the server would take. */
export function readChoice(): StoredChoice | null {
  const payType = get('payType');
  const payCode = get('payCode')?.trim() ?? '';
  const isDefault = get('isDefault') === '1' ? 1 : 0;
  if (!payCode || payCode.length > MAX_CODE_LENGTH) return null;
  if (payType === String(PAY_TYPE.market)) {
    return { payType: PAY_TYPE.market, payCode, isDefault };
  }
  if (payType === String(PAY_TYPE.bank)) {
    const num = get('specificNum') ?? '';
    if (!/^[1-9]$/.test(num)) return null;
    return { payType: PAY_TYPE.bank, payCode, specificNum: Number(num), isDefault };
  }
  return null;
}

/** Keeps a choice made by hand (is_default 0). False when the browser refuses storage. */
export function saveChoice(
  choice:
    | { payType: typeof PAY_TYPE.bank; payCode: string; specificNum: number }
    | { payType: typeof PAY_TYPE.market; payCode: string },
): boolean {
  try {
    localStorage.setItem('payType', String(choice.payType));
    localStorage.setItem('payCode', choice.payCode);
    localStorage.setItem('specificNum', 'specificNum' in choice ? String(choice.specificNum) : '');
    localStorage.setItem('isDefault', '0');
    return true;
  } catch {
    // Private modes may refuse storage; /that then falls back to the default bank.
    return false;
  }
}

/** Forgets the choice: the borrower switched payment type. */
export function clearChoice(): void {
  for (const key of CHOICE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored that we could reach, so nothing to forget.
    }
  }
}
