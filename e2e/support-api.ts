import { inject } from 'vitest';

/** A JSON POST to the app as a native shell or the support API would make it. */
export async function postJson(path: string, body: unknown, query = '') {
  return fetch(`${inject('baseUrl')}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());
}

/**
 * A fresh borrower whose 91-day loan the operator approved and the bank disbursed, through the
 * support API (docs/product.md#support-api). `b` is the session query the native shell would
 * pass.
 */
export async function disbursedLoan(
  market: 'IN' | 'ID',
  loan: { productId: number; amount: number },
) {
  const s = (await postJson('/film/dev/sessions', { market })).data;
  const b = `sessionId=${s.sessionId}&userId=${s.userId}&appName=tenora-${market.toLowerCase()}`;
  const { orderId } = (
    await postJson('/v3/loan-confirm/loan-detail-push', { ...loan, periods: 91 }, `?${b}`)
  ).data;
  await postJson('/film/dev/orders/state', { orderId, action: 'approve' });
  await postJson('/film/dev/orders/state', { orderId, action: 'disburse' });
  const owed = (await postJson('/pay/loan/repayment-way', { orderId }, `?${b}`)).data
    .amount as number;
  return { b, orderId, productId: loan.productId, owed, phone: s.phone as string };
}
