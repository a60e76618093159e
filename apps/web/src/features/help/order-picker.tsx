import { useState } from 'react';
import { useT } from '../../platform/app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { ProblemOrder } from './help-api.ts';

/**
 * The loan a question is about: the chosen one, and "All loans" to choose another from the list,
 * where the chosen one is marked.
 */
export function OrderPicker(props: {
  orders: ProblemOrder[];
  chosen: ProblemOrder | null;
  onChoose: (orderNo: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { chosen } = props;
  return (
    <section className="card help-order" aria-label={t.help.order} data-testid="help-order">
      <div className="help-order-head">
        <h2 className="section-title">{t.help.order}</h2>
        {props.orders.length > 1 && (
          <button
            type="button"
            className="link"
            onClick={() => setOpen(true)}
            data-testid="help-all-orders"
          >
            {t.help.allOrders}
          </button>
        )}
      </div>
      {chosen ? <OrderLine order={chosen} /> : <p className="help-muted">{t.help.noOrders}</p>}
      <Dialog open={open} title={t.help.chooseOrder} onClose={() => setOpen(false)}>
        <ul className="help-order-list">
          {props.orders.map((order) => {
            const isChosen = order.orderNo === chosen?.orderNo;
            return (
              <li key={order.orderNo}>
                <button
                  type="button"
                  className={`help-order-choice${isChosen ? ' help-order-chosen' : ''}`}
                  aria-pressed={isChosen}
                  onClick={() => {
                    setOpen(false);
                    if (!isChosen) props.onChoose(order.orderNo);
                  }}
                  data-testid="help-order-choice"
                >
                  <OrderLine order={order} />
                  {isChosen && <span className="help-chosen-mark">{t.help.chosen}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </Dialog>
    </section>
  );
}

function OrderLine({ order }: { order: ProblemOrder }) {
  return (
    <span className="help-order-line">
      <img src={order.productLogo} alt="" width={40} height={40} />
      <span className="help-order-text">
        <strong>{order.productName}</strong>
        <span>
          #{order.orderNo} · {order.statusText}
        </span>
      </span>
    </span>
  );
}
