import { orderList } from '@tenora/contract/film';
import { call } from '../../platform/api-client.ts';

export function fetchOrders(signal: AbortSignal) {
  return call(orderList, {}, { signal, quiet: true });
}
