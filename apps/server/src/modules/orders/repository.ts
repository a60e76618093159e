import type { BorrowerScope } from '../../platform/auth.ts';

export interface OrderRow {
  id: number;
  product_id: number;
  product_name: string;
  product_logo: string;
  principal: number;
  created_at: Date;
  decision: 'pending' | 'approved' | 'rejected';
  disbursed_at: Date | null;
  origin: 'tenora' | 'legacy';
  /** [{periodNo, dueDate, total}] in period order. */
  instalments: { periodNo: number; dueDate: string; total: number }[];
  paid: number;
}

const MAX_ORDERS = 100;

/** The borrower's orders with what status derivation needs: their instalments and what was paid. */
export function listOrders(borrower: BorrowerScope): Promise<OrderRow[]> {
  return borrower.query<OrderRow>(
    `select o.id, o.product_id, p.name as product_name, p.logo as product_logo, o.principal,
            o.created_at, o.decision, o.disbursed_at, o.origin,
            coalesce((select json_agg(json_build_object(
                        'periodNo', i.period_no, 'dueDate', i.due_date,
                        'total', i.principal + i.interest + i.fee) order by i.period_no)
                        from instalments i where i.order_id = o.id), '[]'::json) as instalments,
            coalesce((select sum(pay.amount) from payments pay where pay.order_id = o.id), 0)::bigint as paid
       from orders o join products p on p.id = o.product_id
      where o.user_id = $1
      order by o.created_at desc, o.id desc
      limit ${MAX_ORDERS}`,
  );
}
