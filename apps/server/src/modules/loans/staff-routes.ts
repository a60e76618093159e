import {
  opsBorrowerLookup,
  opsBorrowerSetLimit,
  opsLoanApprove,
  opsLoanReject,
} from '@tenora/contract/ops';
import {
  opsBorrowerDocuments,
  opsLoanDocumentFile,
  opsLoanDocumentResend,
} from '@tenora/contract/papers';
import { bind } from '../../platform/register.ts';
import {
  borrowerDocumentsForStaff,
  resendLoanDocument,
  staffLoanDocumentFile,
} from './documents-staff.ts';
import { lookupBorrower, moveOrderAsStaff, setLimit } from './staff.ts';

/**
 * The credit role's calls in the console (docs/product.md#the-operator-console-server); the
 * application lists and disbursal are the payouts module's, which pays the loan out.
 */
export const loanStaffRoutes = [
  bind(opsLoanApprove, async ({ orderId }, { deps, staff }) =>
    moveOrderAsStaff(deps, staff.id, orderId, 'approve'),
  ),
  bind(opsLoanReject, async ({ orderId, reason }, { deps, staff }) =>
    moveOrderAsStaff(deps, staff.id, orderId, 'reject', reason),
  ),
  bind(opsBorrowerLookup, async ({ phone, orderId }, { deps }) =>
    lookupBorrower(deps, { phone, orderId }),
  ),
  bind(opsBorrowerSetLimit, async (input, { deps, staff }) => setLimit(deps, staff.id, input)),

  // A borrower's loan documents as issued: found, opened and told of again, as their papers are.
  bind(opsBorrowerDocuments, async ({ userId }, { deps, t }) => ({
    documents: await borrowerDocumentsForStaff(deps, userId, t),
  })),
  bind(opsLoanDocumentFile, ({ orderId, kind }, { deps, t }) =>
    staffLoanDocumentFile(deps, orderId, kind, t),
  ),
  bind(opsLoanDocumentResend, async ({ orderId, kind }, { deps, staff, t }) => ({
    documents: await resendLoanDocument(deps, staff.id, orderId, kind, t),
  })),
];
