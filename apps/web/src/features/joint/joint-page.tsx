import { SESSION_PARAM_NAMES } from '@tenora/contract/session-params';
import { useEffect, useMemo } from 'react';
import { useSearch } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Loaded } from '../../ui/loaded.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import type { ProductOffer } from '../../platform/product-offer.ts';
import { applyUrl, fetchJointOffers } from './joint-api.ts';

/** The address's own parameters (tracking), without the session's and `allow`. */
function trackingOf(search: string): Record<string, string> {
  const skip = new Set<string>([...SESSION_PARAM_NAMES, 'allow']);
  return Object.fromEntries([...new URLSearchParams(search)].filter(([k]) => !skip.has(k)));
}

/** `/jointLoginFailure?allow=`: the partner sign-in failed; loans the visitor can still apply for. */
export default function JointPage() {
  const { t, config } = useApp();
  const search = useSearch();
  const allow = new URLSearchParams(search).get('allow') ?? undefined;
  const tracking = useMemo(() => trackingOf(search), [search]);
  const { state, retry } = useLoad(`joint:${allow ?? ''}`, (signal) =>
    fetchJointOffers(allow, signal),
  );

  useEffect(() => {
    // The title comes from the app name.
    if (config) document.title = config.displayName;
  }, [config]);

  const open = async (product: ProductOffer, index: number) => {
    const result = await applyUrl(product.id, index, allow);
    if (result.ok) openServerUrl(result.data, { extra: tracking });
  };

  return (
    <Loaded state={state} retry={retry} failedTitle={t.recommend.loadFailed}>
      {(data) => (
        <main className="page details-page">
          <header className="page-header details-header">
            <img className="status-image" src={data.image} alt="" width={72} height={72} />
            <h1>{data.title}</h1>
            <p className="confirm-sub">{data.notice}</p>
          </header>
          <ul className="card-list">
            {data.products.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  showTags={false}
                  closedHint={t.common.productClosed}
                  onOpen={() => open(product, index)}
                />
              </li>
            ))}
          </ul>
        </main>
      )}
    </Loaded>
  );
}
