import type { RecommendedProduct } from '@tenora/contract/products';
import { moduleIdForScene, showsTags } from '@tenora/domain/products';
import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../platform/app-context.tsx';
import { applyFromCard } from '../../platform/apply.ts';
import { bridge } from '../../platform/bridge.ts';
import { Button } from '../../ui/button.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { fetchRecommended } from './products-api.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean; message: string }
  | { kind: 'ready'; products: RecommendedProduct[] };

/** `/recommend?scene=`: the loans on offer in this placement (SPEC §2, §9). */
export default function RecommendPage() {
  const t = useT();
  const scene = new URLSearchParams(useSearch()).get('scene') ?? undefined;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    void fetchRecommended(scene, abort.signal).then((result) => {
      if (abort.signal.aborted || (!result.ok && result.kind === 'unauthenticated')) return;
      setState(
        result.ok
          ? { kind: 'ready', products: result.data }
          : { kind: 'failed', offline: result.kind === 'network', message: result.message },
      );
    });
    return () => abort.abort();
  }, [scene, attempt]);

  const moduleId = moduleIdForScene(scene);
  const open = (product: RecommendedProduct, index: number) =>
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
        <StatusScreen
          icon={state.offline ? 'offline' : 'error'}
          title={state.offline ? t.errors.offlineTitle : t.recommend.loadFailed}
          body={state.offline ? t.errors.offlineBody : state.message}
        >
          <Button onClick={retry}>{t.common.retry}</Button>
        </StatusScreen>
      )}
      {state.kind === 'ready' && state.products.length === 0 && (
        <StatusScreen icon="empty" title={t.recommend.emptyTitle} body={t.recommend.emptyBody}>
          <Button onClick={() => bridge.goHome()}>{t.common.goHome}</Button>
        </StatusScreen>
      )}
      {state.kind === 'ready' && state.products.length > 0 && (
        <ul className="card-list">
          {state.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                showTags={showsTags(index)}
                closedHint={t.recommend.closedHint}
                onOpen={() => open(product, index)}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
