import type { Consent } from '@tenora/contract/privacy';
import { withdrawalOf } from '@tenora/domain/privacy';
import { useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { Link } from '../../platform/router.tsx';
import { withSession } from '../../platform/session.ts';
import { Button } from '../../ui/button.tsx';
import { setMarketing, type Privacy } from './privacy-api.ts';
import { usePrivacyTimes } from './privacy-format.ts';
import { useAct } from './use-act.ts';

/**
 * Every consent of the ledger: what it was to, the text's version, when and where it was given,
 * and whether it stands. What withdrawing does is the domain's (`withdrawalOf`): marketing stops
 * at a tap, said before the tap; a loan's is its contract; the registration's is the account.
 */
export function ConsentsCard(props: {
  view: Privacy;
  onChange: (next: Privacy) => void;
  onToClose: () => void;
}) {
  const { t } = useApp();
  const tc = t.privacy.consents;
  const titleId = useId();
  return (
    <section className="card privacy-card" aria-labelledby={titleId} data-testid="consents">
      <h2 className="section-title" id={titleId}>
        {tc.title}
      </h2>
      <ul className="privacy-list">
        {props.view.consents.map((consent) => (
          <ConsentItem
            key={consent.key}
            consent={consent}
            market={props.view.market}
            onChange={props.onChange}
            onToClose={props.onToClose}
          />
        ))}
      </ul>
    </section>
  );
}

function ConsentItem(props: {
  consent: Consent;
  market: Privacy['market'];
  onChange: (next: Privacy) => void;
  onToClose: () => void;
}) {
  const { t } = useApp();
  const { when } = usePrivacyTimes();
  const tc = t.privacy.consents;
  const { consent: c, market } = props;
  const { problem, act } = useAct(props.onChange);
  const titleId = useId();
  const title =
    c.purpose === 'loan'
      ? tc.loan(c.productName ?? '', c.orderNo ?? String(c.orderId ?? ''))
      : c.purpose === 'registration'
        ? tc.registration
        : tc.marketing;
  const given =
    c.givenAt &&
    [
      when(c.givenAt, market),
      c.givenVia && tc.via[c.givenVia],
      c.appVersion && tc.appVersion(c.appVersion),
    ]
      .filter(Boolean)
      .join(', ');
  const status = c.active
    ? tc.active
    : c.withdrawnAt
      ? tc.withdrawnOn(when(c.withdrawnAt, market))
      : tc.notGiven;
  const withdrawal = withdrawalOf(c.purpose);

  return (
    <li className="privacy-item" data-testid="consent" data-purpose={c.purpose}>
      <h3 className="privacy-item-title" id={titleId}>
        {title}
      </h3>
      <dl className="privacy-rows">
        <div className="privacy-row">
          <dt>{tc.version}</dt>
          <dd>{c.textVersion}</dd>
        </div>
        {given && (
          <div className="privacy-row">
            <dt>{tc.given}</dt>
            <dd>{given}</dd>
          </div>
        )}
        <div className="privacy-row">
          <dt>{tc.status}</dt>
          <dd
            className={c.active ? 'privacy-on' : undefined}
            aria-live="polite"
            data-testid="consent-status"
          >
            {status}
          </dd>
        </div>
      </dl>
      {withdrawal === 'stops' && (
        <>
          <p className="privacy-note" data-testid="marketing-consequence">
            {c.active ? tc.marketingOn : tc.marketingOff}
          </p>
          <div className="privacy-actions">
            <Button
              variant={c.active ? 'secondary' : 'primary'}
              onClick={() => act(() => setMarketing(!c.active))}
              aria-describedby={titleId}
              data-testid="marketing-toggle"
            >
              {c.active ? tc.withdraw : tc.give}
            </Button>
          </div>
        </>
      )}
      {withdrawal === 'notPossible' && (
        <>
          <p className="privacy-note">{tc.loanWhy}</p>
          {c.orderId !== null && (
            <Link
              className="link"
              href={withSession('/borrowDetail', { orderId: c.orderId })}
              aria-describedby={titleId}
            >
              {tc.viewLoan}
            </Link>
          )}
        </>
      )}
      {withdrawal === 'closesAccount' && (
        <>
          <p className="privacy-note">{tc.registrationWhy}</p>
          <button type="button" className="link" onClick={props.onToClose}>
            {tc.toClose}
          </button>
        </>
      )}
      {problem && (
        <p className="field-error" role="alert" data-testid="consent-problem">
          {problem}
        </p>
      )}
    </li>
  );
}
