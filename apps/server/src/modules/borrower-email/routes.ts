import {
  borrowerEmail,
  borrowerEmailRemove,
  borrowerEmailSet,
} from '@tenora/contract/borrower-email';
import { bind } from '../../platform/register.ts';

// The contract checked the address (isEmail) before a handler runs; each answers what is kept.
export const borrowerEmailRoutes = [
  bind(borrowerEmail, async (_input, { borrower }) => ({ email: await borrower.email() })),
  bind(borrowerEmailSet, async ({ email }, { borrower }) => {
    await borrower.setEmail(email);
    return { email };
  }),
  bind(borrowerEmailRemove, async (_input, { borrower }) => {
    await borrower.setEmail(null);
    return { email: null };
  }),
];
