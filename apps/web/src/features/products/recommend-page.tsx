import { moduleIdForScene, showsTags } from '@tenora/domain/products';
import { useSearch } from '../../platform/router.tsx';
import { useT } from '../../platform/app-context.tsx';
import { applyFromCard } from '../../platform/apply.ts';
import { bridge } from '../../platform/bridge.ts';
import type { ProductOffer } from '../../platform/product-offer.ts';
import type { PageLoad } from '../../platform/page-load.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchRecommended } from './products-api.ts';

export const load: PageLoad = (query, signal) =>
  fetchRecommended(query.get('scene') ?? undefined, signal);

/** `/recommend?scene=`: the loans on offer in this placement (docs/product.md#screens). */
export default function RecommendPage() {
  const t = useT();
  const scene = new URLSearchParams(useSearch()).get('scene') ?? undefined;
  const { state, retry } = useLoad(`recommend:${scene ?? ''}`, (signal) =>
    fetchRecommended(scene, signal),
  );

  const moduleId = moduleIdForScene(scene);
  const open = (product: ProductOffer, index: number) =>
    applyFromCard(product.id, { moduleId, positionId: index, scene });

  return (
    <main className="page">
      <header className="page-header">
        <h1>{t.recommend.title}</h1>
      </header>
      {state.kind === 'loading' && (
        <ul className="card-list" aria-hidden="true">
          {[0, 1].map((i) => (
            <li key={i} className="card card-skeleton" />
          ))}
        </ul>
      )}
      {state.kind === 'failed' && (
        <LoadFailed failure={state} title={t.recommend.loadFailed} onRetry={retry} />
      )}
      {state.kind === 'ready' && state.data.length === 0 && (
        <StatusScreen icon="empty" title={t.recommend.emptyTitle} body={t.recommend.emptyBody}>
          <Button onClick={() => bridge.goHome()}>{t.common.goHome}</Button>
        </StatusScreen>
      )}
      {state.kind === 'ready' && state.data.length > 0 && (
        <ul className="card-list">
          {state.data.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                showTags={showsTags(index)}
                closedHint={t.common.productClosed}
                onOpen={() => open(product, index)}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
