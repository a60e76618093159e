import {
  opsBorrowerPapers,
  opsPaperFile,
  opsPaperResend,
  paperFile,
  paperList,
  paperStatement,
} from '@tenora/contract/papers';
import { bind } from '../../platform/register.ts';
import { issueStatement, listPapers, paperPdf } from './service.ts';
import { borrowerPapers, resendPaper, staffPaperPdf } from './staff.ts';

export const paperRoutes = [
  bind(paperList, (_input, { borrower }) => listPapers(borrower)),
  bind(paperFile, ({ id }, { borrower, t }) => paperPdf(borrower, id, t)),
  bind(paperStatement, (range, { deps, borrower, t }) => issueStatement(deps, borrower, range, t)),

  // The operator console: find a borrower's papers, open one, tell the borrower of it again.
  bind(opsBorrowerPapers, async ({ userId }, { deps, t }) => ({
    papers: await borrowerPapers(deps, userId, t),
  })),
  bind(opsPaperFile, ({ id }, { deps, t }) => staffPaperPdf(deps, id, t)),
  bind(opsPaperResend, async ({ id }, { deps, staff, t }) => ({
    papers: await resendPaper(deps, staff.id, id, t),
  })),
];
