import type { RecommendedProduct } from '@tenora/contract/products';
import { isTappable, moduleIdForScene, showsTags } from '@tenora/domain/products';
import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../platform/app-context.tsx';
import { bridge, openServerUrl } from '../../platform/bridge.ts';
import { Button } from '../../ui/button.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { applyFor, fetchRecommended, reportTap } from './products-api.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean }
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
          : { kind: 'failed', offline: result.kind === 'network' },
      );
    });
    return () => abort.abort();
  }, [scene, attempt]);

  const moduleId = moduleIdForScene(scene);
  const open = async (product: RecommendedProduct, index: number) => {
    void reportTap(product.id, moduleId, index);
    const result = await applyFor(product.id, moduleId, scene);
    if (result.ok) openServerUrl(result.data.url);
  };

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
          body={state.offline ? t.errors.offlineBody : t.errors.generic}
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
                onOpen={() => open(product, index)}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function ProductCard(props: {
  product: RecommendedProduct;
  showTags: boolean;
  onOpen: () => Promise<void>;
}) {
  const t = useT();
  const { product } = props;
  const tappable = isTappable(product.buttonStatus);
  return (
    <article
      className={`card product-card${tappable ? '' : ' product-card-closed'}`}
      data-testid="product-card"
    >
      <div className="product-head">
        <img
          className="product-logo"
          src={product.productLogo}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
        <h2 className="product-name">{product.productName}</h2>
      </div>
      {props.showTags && product.productTags.length > 0 && (
        <ul className="product-tags">
          {product.productTags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className="product-amount">{product.amountRange}</p>
      <p className="product-label">{product.amountRangeDes}</p>
      <p className="product-rate">{product.loan_rate}</p>
      <p className="product-desc">{product.productDesc}</p>
      {/* A closed product's button stays visible but does nothing (SPEC §5). */}
      <Button
        disabled={!tappable}
        aria-describedby={tappable ? undefined : `closed-${product.id}`}
        onClick={tappable ? props.onOpen : undefined}
      >
        {product.buttonText}
      </Button>
      {!tappable && (
        <p className="product-closed" id={`closed-${product.id}`}>
          {t.recommend.closedHint}
        </p>
      )}
    </article>
  );
}
