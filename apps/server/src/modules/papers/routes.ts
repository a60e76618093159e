import { paperFile, paperList } from '@tenora/contract/papers';
import { bind } from '../../platform/register.ts';
import { listPapers, paperPdf } from './service.ts';

export const paperRoutes = [
  bind(paperList, (_input, { borrower }) => listPapers(borrower)),
  bind(paperFile, ({ id }, { borrower, t }) => paperPdf(borrower, id, t)),
];
