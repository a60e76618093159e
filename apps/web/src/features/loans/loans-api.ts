import {
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
  loanDocument,
} from '@tenora/contract/loans';
import type { LoanDocument } from '@tenora/contract/loans';
import { call } from '../../platform/api-client.ts';

/** The confirm screen's agreements are contract scene 3 (docs/product.md#key-fact-statement). */
export const CONFIRM_SCENE = 3;

export interface Terms {
  productId: number;
  amount?: number;
  periods?: number;
}

export function fetchOffer(terms: Terms, signal: AbortSignal) {
  return call(loanDetailConfirm, terms, { signal, quiet: true });
}

export function fetchAgreements(productId: number, signal: AbortSignal) {
  return call(contractList, { productId, scene: CONFIRM_SCENE }, { signal, loading: false });
}

export function jumpToAgreement(terms: Terms, position: number) {
  return call(contractJump, { ...terms, scene: CONFIRM_SCENE, position });
}

export function confirmLoan(terms: Required<Terms>) {
  return call(loanDetailPush, { ...terms, termUnit: 'day' });
}

export function fetchDocument(
  input: { kind: LoanDocument['kind']; orderId?: number } & Partial<Terms>,
  signal: AbortSignal,
) {
  return call(loanDocument, input, { signal, quiet: true });
}
