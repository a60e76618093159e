import { CAPTCHA_LENGTH, SMS_CODE_LENGTH, type LandingTemplate } from '@tenora/contract/promotion';
import { MARKET_INFO } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { formatPercentBps } from '@tenora/domain/percent';
import { PHONE_INPUT_MAX_DIGITS } from '@tenora/domain/phone';
import type { ReactNode } from 'react';
import { Link } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import { Button } from '../../ui/button.tsx';
import type { RegisterFlow } from './use-register-flow.ts';

type Copy = LandingTemplate['copy']['en-IN'];

/** The campaign's offer: amount, term, rate, repayment date, payout and who it is for. */
export function OfferCard({
  template,
  copy,
  id,
}: {
  template: LandingTemplate;
  copy: Copy;
  id: string;
}) {
  const { t } = useApp();
  const { offer, market, facts } = template;
  const money = (minor: number) => formatMoney(minor, market);
  const percent = (bps: number) => formatPercentBps(bps, market);
  const apr = facts?.aprBps;
  return (
    <section className="card landing-offer" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {t.promotion.offerTitle}
      </h2>
      <dl className="rows">
        <div className="row">
          <dt>{copy.amount}</dt>
          <dd data-testid="offer-amount">
            {t.promotion.amountRange(money(offer.amountMin), money(offer.amountMax))}
          </dd>
        </div>
        <div className="row">
          <dt>{copy.term}</dt>
          <dd>{t.promotion.termDays(offer.termDaysMin, offer.termDaysMax)}</dd>
        </div>
        <div className="row">
          <dt>{copy.rate}</dt>
          <dd data-testid="offer-rate">
            {t.promotion.rate(percent(offer.interest.bps), offer.interest.per)}
            {/* "APR" is the term in both languages (the key facts say it so too). */}
            {apr && ` · APR ${percent(apr.min)}–${percent(apr.max)}`}
          </dd>
        </div>
        <div className="row">
          <dt>{copy.repaymentDate}</dt>
          <dd>{facts ? t.promotion.repayIn(facts.periods) : copy.repaymentDateValue}</dd>
        </div>
      </dl>
      {facts && (
        <p className="landing-highlight">
          {t.promotion.payout(facts.decisionDays, facts.creditDays.min, facts.creditDays.max)}
        </p>
      )}
      {offer.minMonthlyIncome !== undefined && (
        <p className="confirm-note" data-testid="offer-eligibility">
          {t.promotion.eligibility(money(offer.minMonthlyIncome))}
        </p>
      )}
    </section>
  );
}

/** The register form: phone, picture check, SMS code, Apply, and the agreement it means. */
export function RegisterForm({
  flow,
  market,
  id,
}: {
  flow: RegisterFlow;
  market: 'IN' | 'ID';
  id: string;
}) {
  const { t } = useApp();
  const { ids, errors, phone, captcha, code } = flow;
  return (
    <section className="card form-card landing-form" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {t.promotion.formTitle}
      </h2>

      <Field id={ids.phone} label={t.promotion.phone} error={errors.phone}>
        <div className="landing-inline">
          <span className="phone-prefix" id={ids.prefix}>
            +{MARKET_INFO[market].countryCode}
          </span>
          <input
            id={ids.phone}
            className="field-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t.common.phonePlaceholder(market)}
            maxLength={PHONE_INPUT_MAX_DIGITS[market] + 1}
            value={phone.value}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={`${ids.prefix}${errors.phone ? ` ${ids.phone}-error` : ''}`}
            onChange={(e) => phone.type(e.currentTarget.value)}
            data-testid="phone-input"
          />
        </div>
      </Field>

      <Field id={ids.captcha} label={t.promotion.captcha} error={errors.captcha}>
        <div className="landing-inline">
          <input
            id={ids.captcha}
            className="field-input captcha-input"
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={CAPTCHA_LENGTH}
            value={captcha.value}
            aria-invalid={errors.captcha ? true : undefined}
            aria-describedby={errors.captcha ? `${ids.captcha}-error` : undefined}
            onChange={(e) => captcha.type(e.currentTarget.value)}
            data-testid="captcha-input"
          />
          <button
            type="button"
            className="captcha-picture"
            onClick={captcha.refresh}
            data-testid="captcha-button"
          >
            {captcha.picture ? (
              <img
                src={captcha.picture}
                alt={t.promotion.captchaImage}
                width={120}
                height={44}
                onError={captcha.pictureFailed}
                data-testid="captcha-image"
              />
            ) : (
              <span className="captcha-load">{t.promotion.captchaLoad}</span>
            )}
          </button>
        </div>
        <button
          type="button"
          className="link landing-refresh"
          onClick={captcha.refresh}
          data-testid="captcha-refresh"
        >
          {t.promotion.newPicture}
        </button>
      </Field>

      <Field id={ids.code} label={t.promotion.code} error={errors.code}>
        <div className="landing-inline">
          <input
            id={ids.code}
            className="field-input landing-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={SMS_CODE_LENGTH}
            value={code.value}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? `${ids.code}-error` : undefined}
            onChange={(e) => code.type(e.currentTarget.value)}
            data-testid="code-input"
          />
          <Button
            variant="secondary"
            className="landing-get-code"
            onClick={code.get}
            data-testid="get-code"
          >
            {code.resendIn !== null ? t.promotion.resendIn(code.resendIn) : t.promotion.getCode}
          </Button>
        </div>
        {code.sentTo && (
          <p className="confirm-note" role="status" data-testid="code-sent">
            {t.promotion.codeSent(code.sentTo)}
          </p>
        )}
      </Field>

      <Button className="landing-apply" onClick={flow.apply} data-testid="apply">
        {t.promotion.apply}
      </Button>
      <p className="landing-terms">
        {t.promotion.agreeLead}{' '}
        <Link className="link" href={flow.agreementHref} data-testid="agreement-link">
          {t.promotion.agreeLink}
        </Link>
      </p>
    </section>
  );
}

/** How it works: apply, repay, borrow again, extend. */
export function StepsCard({ copy, id }: { copy: Copy; id: string }) {
  const { t } = useApp();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {t.promotion.stepsTitle}
      </h2>
      <ol className="landing-steps">
        <li>{copy.apply}</li>
        <li>{copy.repayment}</li>
        <li>{copy.borrowAgain}</li>
        <li>{copy.extension}</li>
      </ol>
    </section>
  );
}

/** A labelled field and, under it, what is wrong with it. */
function Field(props: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.error && (
        <p className="field-error" id={`${props.id}-error`} role="alert" data-testid="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
