import {
  jointJump,
  jointNecessity,
  jointTargeted,
  type JointProduct,
} from '@tenora/contract/joint';
import { SESSION_PARAM_NAMES } from '@tenora/contract/session-params';
import { isActive, isTappable } from '@tenora/domain/products';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { Button } from '../../ui/button.tsx';
import { PageSkeleton, PageLoadFailed } from '../../ui/loaded.tsx';

/** The fixed `approaches` value of the necessity call (docs/product.md#screen-rules). */
const NECESSITY_APPROACHES = 18;

type Data = { title: string; notice: string; image: string; products: JointProduct[] };
type State =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean; message: string }
  | { kind: 'ready'; data: Data };

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
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    // The title comes from the app name.
    if (config) document.title = config.displayName;
  }, [config]);

  useEffect(() => {
    const abort = new AbortController();
    void call(jointTargeted, allow ? { allow } : {}, { signal: abort.signal, quiet: true }).then(
      (result) => {
        if (abort.signal.aborted) return;
        setState(
          result.ok
            ? { kind: 'ready', data: result.data }
            : { kind: 'failed', offline: result.kind === 'network', message: result.message },
        );
      },
    );
    return () => abort.abort();
  }, [allow, attempt]);

  if (state.kind === 'failed') {
    return <PageLoadFailed failure={state} title={t.joint.loadFailed} onRetry={retry} />;
  }
  if (state.kind === 'loading') return <PageSkeleton />;

  const open = async (product: JointProduct, index: number) => {
    void call(
      jointNecessity,
      { approaches: NECESSITY_APPROACHES, movement: index, ...(allow ? { allow } : {}) },
      { loading: false, quiet: true },
    );
    const result = await call(jointJump, { allow: product.id });
    if (result.ok) openServerUrl(result.data.url, { extra: tracking });
  };

  const { data } = state;
  return (
    <main className="page details-page">
      <header className="page-header details-header">
        <img className="status-image" src={data.image} alt="" width={72} height={72} />
        <h1>{data.title}</h1>
        <p className="confirm-sub">{data.notice}</p>
      </header>
      <ul className="card-list">
        {data.products.map((product, index) => (
          <li key={product.id}>
            <article
              className={`card product-card${isActive(product.clickable) ? '' : ' product-card-closed'}`}
              data-testid="joint-card"
            >
              <div className="product-head">
                <img
                  className="product-logo"
                  src={product.logo}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                />
                <h2 className="product-name">{product.name}</h2>
              </div>
              <p className="product-amount">{product.rangeText}</p>
              <p className="product-label">{product.shortDesc}</p>
              <p className="product-rate">{product.rateText}</p>
              <p className="product-desc">{product.description}</p>
              <Button
                disabled={!isTappable(product.clickable)}
                onClick={isTappable(product.clickable) ? () => open(product, index) : undefined}
              >
                {product.buttonLabel}
              </Button>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
