import type { BorrowerScope } from '../../platform/auth.ts';

export interface OrderRow {
  id: number;
  product_id: number;
  product_name: string;
  product_logo: string;
  product_pricing: unknown;
  principal: number;
  net_disbursed: number | null;
  processing_fee: number;
  fee_tax: number;
  term_days: number;
  created_at: Date;
  decision: 'pending' | 'approved' | 'rejected';
  disbursed_at: Date | null;
  origin: 'tenora' | 'legacy';
  /** In period order. `paid` below is what was allocated to them. */
  instalments: { periodNo: number; dueDate: string; total: number; interest: number }[];
  paid: number;
}

const MAX_ORDERS = 100;

/**
 * The borrower's orders, newest first, with what status derivation needs: their instalments and
 * what was paid. Narrowed to one order, or to one product's orders, when asked.
 */
export function listOrders(
  borrower: BorrowerScope,
  filter: { orderId?: number; productId?: number; limit?: number } = {},
): Promise<OrderRow[]> {
  return borrower.query<OrderRow>(
    `select o.id, o.product_id, p.name as product_name, p.logo as product_logo, p.pricing as product_pricing,
            o.principal, o.net_disbursed, o.processing_fee, o.fee_tax, o.term_days,
            o.created_at, o.decision, o.disbursed_at, o.origin,
            coalesce((select json_agg(json_build_object(
                        'periodNo', i.period_no, 'dueDate', i.due_date, 'interest', i.interest,
                        'total', i.principal + i.interest + i.fee) order by i.period_no)
                        from instalments i where i.order_id = o.id), '[]'::json) as instalments,
            -- What reached the instalments; late charges (period 0) are paid first but do not count here.
            coalesce((select sum(a.fee + a.interest + a.principal) from payment_allocations a
                       where a.order_id = o.id and a.period_no > 0), 0)::bigint as paid
       from orders o join products p on p.id = o.product_id
      where o.user_id = $1
        and ($2::bigint is null or o.id = $2)
        and ($3::bigint is null or o.product_id = $3)
      order by o.created_at desc, o.id desc
      limit $4`,
    [
      filter.orderId ?? null,
      filter.productId ?? null,
      Math.min(filter.limit ?? MAX_ORDERS, MAX_ORDERS),
    ],
  );
}
