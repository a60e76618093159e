import type { LandingTemplate } from '@tenora/contract/promotion';
import { formatPhone, parsePhone, sanitizePhoneInput } from '@tenora/domain/phone';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from '../../platform/router.tsx';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { sessionParams, withSession } from '../../platform/session.ts';
import { showToast } from '../../platform/toast.ts';
import { loadSections } from '../../platform/i18n/catalogues.ts';
import { useLoad } from '../../platform/use-load.ts';
import { createCountdown } from '../../ui/countdown.ts';
import {
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
import {
  captchaPicture,
  countApply,
  newCaptcha,
  registerVisitor,
  requestCode,
  type Captcha,
  type Visitor,
} from './promotion-api.ts';

/** The SMS resend countdown; each answer says how long to wait (60 s at first). */
function useResendCountdown() {
  const [countdown, setCountdown] = useState(() => createCountdown(RESEND_SECONDS));
  const state = useSyncExternalStore(countdown.subscribe, countdown.snapshot, countdown.snapshot);
  useEffect(() => countdown.reset, [countdown]);
  const start = useCallback((seconds: number) => {
    const next = createCountdown(seconds);
    next.start();
    setCountdown(next);
  }, []);
  return { ...state, start };
}

export type RegisterFlow = ReturnType<typeof useRegisterFlow>;

/**
 * Registering on a landing page (docs/product.md#landing-pages): the phone, the picture check,
 * the SMS code with its resend countdown, then Apply, which leads to the download page. The
 * form's views only show what this returns and call its actions.
 */
export function useRegisterFlow(template: LandingTemplate, address: LandingAddress) {
  const { t } = useApp();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const market = template.market;
  const templateId = template.id;

  const [phone, setPhone] = useState('');
  const [answer, setAnswer] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LandingField, string>>>({});
  // The first picture needs no phone; a new one does (docs/product.md#landing-pages).
  const first = useLoad(`captcha:${templateId}`, (signal) => newCaptcha(templateId, signal));
  const [replaced, setReplaced] = useState<{ of: number; captcha: Captcha | null } | null>(null);
  const captcha =
    replaced?.of === templateId
      ? replaced.captcha
      : first.state.kind === 'ready'
        ? first.state.data
        : null;
  const [pictureBroken, setPictureBroken] = useState(false);
  // The picture that unlocked the last code: it cannot unlock another
  // (docs/product.md#otp-and-captcha).
  const [spentCaptcha, setSpentCaptcha] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useResendCountdown();
  const ids = { phone: useId(), captcha: useId(), code: useId(), prefix: useId() };

  /** A failure the page has not shown yet: the network, or the server's own words. */
  const tell = (result: ApiResult<unknown>) => {
    if (result.ok || result.kind === 'unauthenticated' || result.kind === 'protocol') return;
    showToast(result.kind === 'network' ? t.errors.network : result.message);
  };

  const newPicture = async () => {
    setAnswer('');
    setPictureBroken(false);
    const result = await newCaptcha(templateId);
    setReplaced({ of: templateId, captcha: result.ok ? result.data : null });
    if (result.ok) return true;
    tell(result);
    return false;
  };

  const problemsIn = (fields: readonly LandingField[]) => {
    const problems = landingProblems({ phone, captcha: answer, smsCode }, market, fields);
    const text: Record<LandingField, string> = {
      phone: t.common.phoneInvalid(market),
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
  const visitor = (): Visitor => ({
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
    if (!captcha || captcha.id === spentCaptcha) {
      if (await newPicture()) setErrors({ captcha: t.promotion.newPictureForCode });
      return;
    }
    const sent = await requestCode({
      templateId,
      phone: e164(),
      captcha,
      answer,
      visitor: visitor(),
    });
    if (sent.kind === 'sent') {
      setSpentCaptcha(captcha.id);
      setSentTo(formatPhone(phone, market));
      countdown.start(sent.resendAfterSeconds);
      document.getElementById(ids.code)?.focus();
      return;
    }
    if (sent.kind === 'wrongCaptcha') {
      await newPicture();
      setErrors({ captcha: sent.message });
      return;
    }
    tell(sent.failure);
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
    countApply(templateId, phoneE164, address.channel);
    const registration = await registerVisitor({
      templateId,
      phone: phoneE164,
      captcha,
      answer,
      smsCode,
      visitor: visitor(),
      merchantNumber: optionalParam(
        search.get('merchantNumber') ?? sessionParams().merchantNumber,
        32,
      ),
      inviteCode: optionalParam(search.get('invite_code'), 32),
    });
    if (registration.kind === 'registered' || registration.kind === 'alreadyRegistered') {
      // The download page's words, which say it, come now, with the page that needs them next:
      // the landing page's own first load stays without them.
      await loadSections(['registered']);
      // Said on the page it leads to: a toast leaves with the screen it was shown on.
      navigate(downloadPage());
      showToast(
        registration.kind === 'registered'
          ? t.registered.registered
          : registration.message || t.registered.alreadyRegistered,
      );
      return;
    }
    if (registration.kind === 'wrongCaptcha') {
      await newPicture();
      setErrors({ captcha: registration.message });
      return;
    }
    tell(registration.failure);
  };

  return {
    ids,
    errors,
    phone: {
      value: phone,
      type: (raw: string) => {
        setPhone(sanitizePhoneInput(raw, market));
        setErrors((x) => ({ ...x, phone: undefined }));
      },
    },
    captcha: {
      value: answer,
      type: (raw: string) => {
        setAnswer(sanitizeCaptchaInput(raw));
        setErrors((x) => ({ ...x, captcha: undefined }));
      },
      /** The picture's address, unless there is none or it did not load. */
      picture: captcha && !pictureBroken ? captchaPicture(captcha) : null,
      pictureFailed: () => setPictureBroken(true),
      refresh: refreshPicture,
    },
    code: {
      value: smsCode,
      type: (raw: string) => {
        setSmsCode(sanitizeCodeInput(raw));
        setErrors((x) => ({ ...x, code: undefined }));
      },
      /** Seconds until another code may be asked for, or null when it may be now. */
      resendIn: countdown.running ? countdown.remaining : null,
      /** The phone the last code went to, formatted for the market. */
      sentTo,
      get: getCode,
    },
    apply,
    agreementHref: withSession(
      landingPath('/agreementTemplate', address, { links_id: templateId }),
    ),
  };
}
