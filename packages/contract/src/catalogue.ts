import * as autopay from './autopay.ts';
import * as borrowerContact from './borrower-contact.ts';
import * as borrowerLanguage from './borrower-language.ts';
import * as complaints from './complaints.ts';
import * as dev from './dev.ts';
import type { AnyEndpoint } from './endpoint.ts';
import * as extension from './extension.ts';
import * as film from './film.ts';
import * as instalments from './instalments.ts';
import * as joint from './joint.ts';
import * as loanDetails from './loan-details.ts';
import * as loans from './loans.ts';
import * as messages from './messages.ts';
import * as ops from './ops.ts';
import * as papers from './papers.ts';
import * as payouts from './payouts.ts';
import * as privacy from './privacy.ts';
import * as products from './products.ts';
import * as reconciliation from './reconciliation.ts';
import * as promotion from './promotion.ts';
import * as promotionOperator from './promotion-operator.ts';
import * as repayment from './repayment.ts';
import * as site from './site.ts';
import * as virtualAccount from './virtual-account.ts';

/**
 * Every endpoint the contract defines, in one list: the OpenAPI document is built from it, and
 * tests that must cover every endpoint (ownership, fuzzing) walk it instead of keeping their own.
 * Endpoints are picked out of each module's exports, so a new endpoint in a listed module is in
 * the catalogue without an edit here; catalogue.test.ts fails when a module with endpoints is
 * not listed.
 */

export interface CatalogueEntry {
  /** The export's name, e.g. `repaymentConfirm`; unique across the contract. */
  readonly name: string;
  /** The contract module that exports it, as imported: `@tenora/contract/<module>`. */
  readonly module: string;
  readonly endpoint: AnyEndpoint;
}

/** The contract modules that define endpoints, by the name they are imported under. */
export const CONTRACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  film,
  products,
  loans,
  'loan-details': loanDetails,
  joint,
  repayment,
  'virtual-account': virtualAccount,
  instalments,
  extension,
  promotion,
  'promotion-operator': promotionOperator,
  site,
  complaints,
  'borrower-contact': borrowerContact,
  'borrower-language': borrowerLanguage,
  messages,
  papers,
  payouts,
  reconciliation,
  autopay,
  privacy,
  dev,
  ops,
};

const METHODS: readonly unknown[] = ['GET', 'POST'];

/** Whether a module export is an endpoint (what `defineEndpoint` returns). */
export function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.family === 'string' &&
    METHODS.includes(v.method) &&
    typeof v.path === 'string' &&
    typeof v.access === 'string' &&
    typeof v.body === 'string' &&
    typeof v.request === 'object' &&
    typeof v.response === 'object'
  );
}

export const CATALOGUE: readonly CatalogueEntry[] = Object.entries(CONTRACT_MODULES).flatMap(
  ([module, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, AnyEndpoint] => isEndpoint(entry[1]))
      .map(([name, endpoint]) => ({ name, module, endpoint })),
);
