import { orderList } from '@tenora/contract/film';
import { bind } from '../../platform/register.ts';
import { unreadMessages } from '../notifications/index.ts';
import { borrowerOrders } from './service.ts';

export const orderRoutes = [
  bind(orderList, async (_input, { borrower, deps, t }) => ({
    orders: await borrowerOrders(borrower, deps.clock, t),
    // My loans leads to the messages with their count: the page is drawn with it, in one call.
    unread: await unreadMessages(borrower),
  })),
];
