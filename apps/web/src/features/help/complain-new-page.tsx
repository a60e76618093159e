import { useApp } from '../../platform/app-context.tsx';
import { positiveIntParam } from '../../platform/query-params.ts';
import { Link, navigate, useSearch } from '../../platform/router.tsx';
import { withSession } from '../../platform/session.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Loaded } from '../../ui/loaded.tsx';
import { fetchHelpStart } from './help-api.ts';
import { OrderPicker } from './order-picker.tsx';
import './help.css';

/**
 * `/complainNewPage`, the way into help (docs/product.md#complaints): the loan the question is
 * about, and the chatbot's first-level topics. A topic opens the chatbot on it
 * (`/intelligentCustomerService?selectedIndex=&orderNo=`).
 */
export default function ComplainNewPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const orderNo = positiveIntParam(search.get('orderNo') ?? search.get('orderId'));
  const { state, retry } = useLoad(`help:${orderNo ?? ''}`, (signal) =>
    fetchHelpStart(orderNo, signal),
  );

  return (
    <Loaded state={state} retry={retry} failedTitle={t.help.loadFailed} title={t.help.title}>
      {({ orders, chosen, topics }) => (
        <main className="page document help-page">
          <header className="page-header">
            <h1>{t.help.title}</h1>
            <p className="page-intro">{t.help.intro}</p>
          </header>
          <OrderPicker
            orders={orders}
            chosen={chosen}
            onChoose={(no) =>
              navigate(withSession('/complainNewPage', { orderNo: no }), { replace: true })
            }
          />
          <nav className="card choices card-links" aria-labelledby="help-topics">
            <h2 className="section-title" id="help-topics">
              {t.help.topics}
            </h2>
            {topics.map((topic, index) => (
              <Link
                key={topic.id}
                className="choice choice-link"
                href={withSession('/intelligentCustomerService', {
                  selectedIndex: index,
                  orderNo: chosen?.orderNo,
                })}
                data-testid="help-topic"
              >
                {topic.title_local}
              </Link>
            ))}
            {topics.length === 0 && (
              <Link className="choice choice-link" href={withSession('/customerService')}>
                {t.help.noTopics}
              </Link>
            )}
          </nav>
        </main>
      )}
    </Loaded>
  );
}
