import { routesModule } from '../../platform/register.ts';
import { paperRoutes } from './routes.ts';

/**
 * The papers a borrower keeps (docs/product.md#papers): issued in the transaction of the approval
 * or payment that brings them, through `issueSanctionLetter`, `issuePaymentPapers` and
 * `issueRefundReceipt`, and drawn as PDF when the borrower opens one.
 */
export const papersModule = routesModule(paperRoutes);

export {
  issuePaymentPapers,
  issueRefundReceipt,
  issueSanctionLetter,
  loanDocumentNumber,
  loanDocumentPdf,
} from './service.ts';
export { paperRecords, papersHeld } from './privacy.ts';
