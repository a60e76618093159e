// Borrowers for the measuring scripts (perf:api, perf:lighthouse), made through the support API
// of a running development server (docs/product.md#support-api).

/** A JSON POST; resolves to the answer's `data`. */
export async function post(base, url, body) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()).data;
}

const LOANS = {
  IN: { productId: 2, amount: 1_000_000 },
  ID: { productId: 4, amount: 200_000_000 },
};

/** A new borrower's session query, as the native shell passes it. */
export async function newBorrower(base, market) {
  const s = await post(base, '/film/dev/sessions', { market });
  return `sessionId=${s.sessionId}&userId=${s.userId}&appName=tenora-${market.toLowerCase()}`;
}

/** A new borrower whose 91-day loan the operator approved and the bank disbursed. */
export async function borrowerWithLoan(base, market) {
  const { productId, amount } = LOANS[market];
  const q = await newBorrower(base, market);
  const terms = { productId, amount, periods: 91 };
  // As the confirm screen does: the offer, then the consent to the documents it showed.
  const { documentsId } = await post(base, `/v3/loan-confirm/loan-detail-confirm?${q}`, terms);
  const { orderId } = await post(base, `/v3/loan-confirm/loan-detail-push?${q}`, {
    ...terms,
    consent: 1,
    documentsId,
  });
  await post(base, '/film/dev/orders/state', { orderId, action: 'approve' });
  await post(base, '/film/dev/orders/state', { orderId, action: 'disburse' });
  return { q, orderId, productId };
}

/** A complaint of that borrower about that loan, as the complaint form sends it; its id. */
export async function complaintAbout(base, q, orderId) {
  const res = await fetch(`${base}/h5-api/v3/user-problem/problem-save?${q}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      problemType: '4',
      problemDetail: 'I was charged a fee I did not expect.',
      orderNo: String(orderId),
    }).toString(),
  });
  return (await res.json()).data.problemId;
}
