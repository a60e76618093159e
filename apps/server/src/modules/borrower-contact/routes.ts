import {
  borrowerEmail,
  borrowerEmailConfirm,
  borrowerEmailRemove,
  borrowerEmailSet,
  borrowerPhone,
  borrowerPhoneConfirm,
  borrowerPhoneSet,
} from '@tenora/contract/borrower-contact';
import { bind } from '../../platform/register.ts';
import {
  confirmEmailChange,
  confirmPhoneChange,
  emailView,
  phoneView,
  removeEmail,
  startEmailChange,
  startPhoneChange,
} from './service.ts';

// The contract checked the address (isEmail) and the codes' length before a handler runs; each
// answers what is kept and what waits.
export const borrowerContactRoutes = [
  bind(borrowerEmail, (_input, ctx) => emailView(ctx)),
  bind(borrowerEmailSet, ({ email }, ctx) => startEmailChange(ctx, email)),
  bind(borrowerEmailConfirm, ({ code }, ctx) => confirmEmailChange(ctx, code)),
  bind(borrowerEmailRemove, (_input, ctx) => removeEmail(ctx)),
  bind(borrowerPhone, (_input, ctx) => phoneView(ctx)),
  bind(borrowerPhoneSet, ({ phone }, ctx) => startPhoneChange(ctx, phone)),
  bind(borrowerPhoneConfirm, (codes, ctx) => confirmPhoneChange(ctx, codes)),
];
