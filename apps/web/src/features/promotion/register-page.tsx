import {
  CAPTCHA_LENGTH,
  PAGE_TYPES,
  PROMOTION_CODES,
  SMS_CODE_LENGTH,
  getCaptcha,
  getSid,
  getSms,
  register,
  trackClick,
  type LandingTemplate,
} from '@tenora/contract/promotion';
import { MARKET_INFO } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { formatPercentBps } from '@tenora/domain/percent';
import {
  formatPhone,
  parsePhone,
  PHONE_INPUT_MAX_DIGITS,
  sanitizePhoneInput,
} from '@tenora/domain/phone';
import {
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { call, type ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { sessionParams, withSession } from '../../platform/session.ts';
import { Button } from '../../ui/button.tsx';
import { createCountdown } from '../../ui/countdown.ts';
import { showToast } from '../../platform/toast.ts';
import {
  clientTypeOf,
  landingDeviceId,
  landingPath,
  landingProblems,
  optionalParam,
  RESEND_SECONDS,
  sanitizeCaptchaInput,
  sanitizeCodeInput,
  type LandingAddress,
  type LandingField,
} from './landing.ts';
import { LandingBrand, LandingStates, useLanding, useSafeLink } from './use-landing.tsx';
import './promotion.css';

/**
 * `/registerTemplate?id=&app_from=&user_from=&utm_tag=`: a campaign's offer and the register
 * form (docs/product.md#landing-pages): phone, picture check, SMS code, then the app-download page.
 */
export default function RegisterPage() {
  const { address, state, retry } = useLanding('id', PAGE_TYPES.register);
  return (
    <LandingStates state={state} retry={retry}>
      {(template) => <RegisterScreen template={template} address={address} />}
    </LandingStates>
  );
}

/** The SMS resend countdown; each answer says how long to wait (60 s at first). */
function useResendCountdown() {
  const [countdown, setCountdown] = useState(() => createCountdown(RESEND_SECONDS));
  const state = useSyncExternalStore(countdown.subscribe, countdown.snapshot);
  useEffect(() => countdown.reset, [countdown]);
  const start = useCallback((seconds: number) => {
    const next = createCountdown(seconds);
    next.start();
    setCountdown(next);
  }, []);
  return { ...state, start };
}

interface Captcha {
  sid: string;
  /** The picture's `t`: it only defeats caches, as the sid already names a new picture. */
  at: string;
}

const pictureOf = (sid: string): Captcha => ({ sid, at: Date.now().toString(36) });

type Errors = Partial<Record<LandingField, string>>;

function RegisterScreen({
  template,
  address,
}: {
  template: LandingTemplate;
  address: LandingAddress;
}) {
  const { t, locale } = useApp();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const safe = useSafeLink();
  const market = template.market;
  const copy = template.copy[locale];
  const offer = template.offer;
  const money = (minor: number) => formatMoney(minor, market);

  const [phone, setPhone] = useState('');
  const [capcode, setCapcode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [pictureBroken, setPictureBroken] = useState(false);
  // The picture that unlocked the last code: it cannot unlock another
  // (docs/product.md#otp-and-captcha).
  const [spentSid, setSpentSid] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useResendCountdown();

  const ids = { phone: useId(), captcha: useId(), code: useId(), prefix: useId() };
  const sections = useId();
  const templateId = template.id;

  useEffect(() => {
    // The first picture needs no phone; a new one does (docs/product.md#landing-pages).
    const abort = new AbortController();
    void call(
      getSid,
      { page_id: templateId },
      { quiet: true, loading: false, signal: abort.signal },
    ).then((result) => {
      if (!abort.signal.aborted && result.ok) setCaptcha(pictureOf(result.data.sid));
    });
    return () => abort.abort();
  }, [templateId]);

  const newPicture = async () => {
    setCapcode('');
    setPictureBroken(false);
    const result = await call(getSid, { page_id: templateId }, { quiet: true, loading: false });
    if (result.ok) {
      setCaptcha(pictureOf(result.data.sid));
      return true;
    }
    setCaptcha(null);
    tell(result);
    return false;
  };

  /** A failure the page has not shown yet: the network, or the server's own words. */
  const tell = (result: ApiResult<unknown>) => {
    if (result.ok || result.kind === 'unauthenticated' || result.kind === 'protocol') return;
    showToast(result.kind === 'network' ? t.errors.network : result.message);
  };

  const problemsIn = (fields: readonly LandingField[]) => {
    const problems = landingProblems({ phone, capcode, smsCode }, market, fields);
    const text: Record<LandingField, string> = {
      phone: t.promotion.phoneInvalid(market),
      captcha: t.promotion.captchaRequired,
      code: t.promotion.codeRequired,
    };
    setErrors(Object.fromEntries(problems.map((field) => [field, text[field]])));
    if (problems[0]) document.getElementById(ids[problems[0]])?.focus();
    return problems.length > 0;
  };

  const refreshPicture = async () => {
    // With no picture showing, loading one is not a refresh: no phone needed.
    if (captcha && !pictureBroken && problemsIn(['phone'])) return;
    setErrors((e) => ({ ...e, captcha: undefined }));
    await newPicture();
  };

  const e164 = () => {
    const parsed = parsePhone(phone, market);
    return parsed.ok ? parsed.e164 : phone;
  };
  /** What get-sms and register both send about the visitor. */
  const visitor = () => ({
    ...address.channel,
    deviceId: landingDeviceId(sessionParams().deviceId),
    appName: template.appName,
  });

  const getCode = async () => {
    if (countdown.running) {
      showToast(t.promotion.noResend(countdown.remaining));
      return;
    }
    if (problemsIn(['phone', 'captcha'])) return;
    if (!captcha || captcha.sid === spentSid) {
      if (await newPicture()) setErrors({ captcha: t.promotion.newPictureForCode });
      return;
    }
    const sid = captcha.sid;
    const result = await call(
      getSms,
      { phone: e164(), capcode, sid, id: templateId, ...visitor() },
      { quiet: true },
    );
    if (result.ok) {
      setSpentSid(sid);
      setSentTo(formatPhone(phone, market));
      countdown.start(result.data.resendAfterSeconds);
      document.getElementById(ids.code)?.focus();
      return;
    }
    if (result.kind === 'business' && Number(result.code) === PROMOTION_CODES.wrongCaptcha) {
      await newPicture();
      setErrors({ captcha: result.message });
      return;
    }
    tell(result);
  };

  const downloadPage = () =>
    withSession(landingPath('/downloadTemplate', address, { down_id: templateId }));

  const apply = async () => {
    if (problemsIn(['phone', 'captcha', 'code'])) return;
    if (!captcha) {
      setErrors({ captcha: t.promotion.captchaRequired });
      return;
    }
    const phoneE164 = e164();
    void call(
      trackClick,
      {
        page_id: templateId,
        page_type: PAGE_TYPES.register,
        client_type: clientTypeOf(navigator.userAgent),
        phone: phoneE164,
        ...address.channel,
      },
      { quiet: true, loading: false },
    );
    const merchantNumber = optionalParam(
      search.get('merchantNumber') ?? sessionParams().merchantNumber,
      32,
    );
    const inviteCode = optionalParam(search.get('invite_code'), 32);
    const result = await call(
      register,
      {
        phone: phoneE164,
        capcode,
        sid: captcha.sid,
        smsCode,
        id: templateId,
        ...visitor(),
        ...(merchantNumber ? { merchantNumber } : {}),
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      },
      { quiet: true },
    );
    if (result.ok) {
      showToast(t.promotion.registered);
      navigate(downloadPage());
      return;
    }
    const code = result.kind === 'business' ? Number(result.code) : undefined;
    if (code === PROMOTION_CODES.alreadyRegistered) {
      showToast(result.message || t.promotion.alreadyRegistered);
      navigate(downloadPage());
      return;
    }
    if (code === PROMOTION_CODES.registerWrongCaptcha) {
      await newPicture();
      setErrors({ captcha: result.message });
      return;
    }
    tell(result);
  };

  const hero = safe(template.images.hero);
  const captchaSrc =
    captcha && `${getCaptcha.path}?${new URLSearchParams({ sid: captcha.sid, t: captcha.at })}`;

  return (
    <main className="page landing-page">
      <header className="page-header landing-header">
        <LandingBrand template={template} />
        <h1 data-testid="landing-headline">{copy.headline}</h1>
        <p className="confirm-sub">{copy.subline}</p>
        {hero && (
          <img
            className="landing-hero"
            src={hero}
            alt={t.promotion.heroAlt}
            width={358}
            height={180}
          />
        )}
      </header>

      <section className="card landing-offer" aria-labelledby={`${sections}-offer`}>
        <h2 className="section-title" id={`${sections}-offer`}>
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
              {t.promotion.rate(formatPercentBps(offer.interest.bps, market), offer.interest.per)}
            </dd>
          </div>
          <div className="row">
            <dt>{copy.repaymentDate}</dt>
            <dd>{copy.repaymentDateValue}</dd>
          </div>
        </dl>
        <p className="landing-highlight">{t.promotion.payout(offer.payoutHours)}</p>
        {offer.minMonthlyIncome !== undefined && (
          <p className="confirm-note" data-testid="offer-eligibility">
            {t.promotion.eligibility(money(offer.minMonthlyIncome))}
          </p>
        )}
      </section>

      <section className="card form-card landing-form" aria-labelledby={`${sections}-form`}>
        <h2 className="section-title" id={`${sections}-form`}>
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
              placeholder={t.promotion.phonePlaceholder(market)}
              maxLength={PHONE_INPUT_MAX_DIGITS[market] + 1}
              value={phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={`${ids.prefix}${errors.phone ? ` ${ids.phone}-error` : ''}`}
              onChange={(e) => {
                setPhone(sanitizePhoneInput(e.currentTarget.value, market));
                setErrors((x) => ({ ...x, phone: undefined }));
              }}
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
              value={capcode}
              aria-invalid={errors.captcha ? true : undefined}
              aria-describedby={errors.captcha ? `${ids.captcha}-error` : undefined}
              onChange={(e) => {
                setCapcode(sanitizeCaptchaInput(e.currentTarget.value));
                setErrors((x) => ({ ...x, captcha: undefined }));
              }}
              data-testid="captcha-input"
            />
            <button
              type="button"
              className="captcha-picture"
              onClick={refreshPicture}
              data-testid="captcha-button"
            >
              {captchaSrc && !pictureBroken ? (
                <img
                  src={captchaSrc}
                  alt={t.promotion.captchaImage}
                  width={120}
                  height={44}
                  onError={() => setPictureBroken(true)}
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
            onClick={refreshPicture}
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
              value={smsCode}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? `${ids.code}-error` : undefined}
              onChange={(e) => {
                setSmsCode(sanitizeCodeInput(e.currentTarget.value));
                setErrors((x) => ({ ...x, code: undefined }));
              }}
              data-testid="code-input"
            />
            <Button
              variant="secondary"
              className="landing-get-code"
              onClick={getCode}
              data-testid="get-code"
            >
              {countdown.running ? t.promotion.resendIn(countdown.remaining) : t.promotion.getCode}
            </Button>
          </div>
          {sentTo && (
            <p className="confirm-note" role="status" data-testid="code-sent">
              {t.promotion.codeSent(sentTo)}
            </p>
          )}
        </Field>

        <Button className="landing-apply" onClick={apply} data-testid="apply">
          {t.promotion.apply}
        </Button>
        <p className="landing-terms">
          {t.promotion.agreeLead}{' '}
          <Link
            className="link"
            href={withSession(landingPath('/agreementTemplate', address, { links_id: templateId }))}
            data-testid="agreement-link"
          >
            {t.promotion.agreeLink}
          </Link>
        </p>
      </section>

      <section className="card" aria-labelledby={`${sections}-steps`}>
        <h2 className="section-title" id={`${sections}-steps`}>
          {t.promotion.stepsTitle}
        </h2>
        <ol className="landing-steps">
          <li>{copy.apply}</li>
          <li>{copy.repayment}</li>
          <li>{copy.borrowAgain}</li>
          <li>{copy.extension}</li>
        </ol>
      </section>
    </main>
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
