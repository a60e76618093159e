import { orderList } from '@tenora/contract/film';
import { bind } from '../../platform/register.ts';
import { borrowerOrders } from './service.ts';

export const orderRoutes = [
  bind(orderList, async (_input, { borrower, deps, t }) => ({
    orders: await borrowerOrders(borrower, deps.clock, t),
  })),
];
