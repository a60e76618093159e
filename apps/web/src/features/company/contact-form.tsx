import { siteContact, SITE_CONTACT_LIMITS } from '@tenora/contract/site';
import { PHONE_INPUT_MAX_DIGITS, sanitizePhoneInput } from '@tenora/domain/phone';
import { useId, useState, type FormEvent } from 'react';
import { call } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { showToast } from '../../platform/toast.ts';
import { useHydrated } from './parts.tsx';
import { checkContact, CONTACT_FIELDS, type ContactField } from './contact-logic.ts';

/**
 * The company site's contact form (docs/product.md#company-site): every field required, the phone
 * and e-mail checked for the market, then the message is stored for the operators and the form
 * clears. The server checks it all again and limits how often one network may write (429).
 *
 * The fields are uncontrolled: what a visitor types into the drawn page before it is
 * hydrated stays there. Without JavaScript the form still posts to the same endpoint, with this
 * page's app and language, so the message is not lost; the answer is then the server's reply.
 */
export function ContactForm() {
  const { t, market, locale, config } = useApp();
  const [invalid, setInvalid] = useState<ContactField[]>([]);
  const [sending, setSending] = useState(false);
  const id = useId();
  const hydrated = useHydrated();

  const action = `${siteContact.path}?${new URLSearchParams({
    ...(config ? { appName: config.appName } : {}),
    lang: locale,
  })}`;

  const edited = (field: ContactField) =>
    setInvalid((list) => (list.includes(field) ? list.filter((x) => x !== field) : list));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const el = e.currentTarget;
    const data = new FormData(el);
    const fields = Object.fromEntries(
      CONTACT_FIELDS.map((f) => [f, String(data.get(f) ?? '')]),
    ) as Record<ContactField, string>;
    const checked = checkContact(fields, market);
    if (!checked.ok) {
      setInvalid(checked.fields);
      showToast(
        checked.problem === 'incomplete'
          ? t.site.incomplete
          : checked.problem === 'telephone'
            ? t.common.phoneInvalid(market)
            : t.site.emailInvalid,
      );
      el.querySelector<HTMLElement>(`[name="${checked.fields[0]}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      // A refusal (incomplete, invalid, too many messages: 429) toasts the server's own words.
      const result = await call(siteContact, checked.input);
      if (result.ok) {
        el.reset();
        setInvalid([]);
        showToast(t.site.sent);
      }
    } finally {
      setSending(false);
    }
  };

  /** What every field shares: a label, the required mark, the invalid state. */
  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    'aria-invalid': invalid.includes(name) ? true : undefined,
    'data-testid': `contact-${name}`,
  });
  const label = (name: ContactField, text: string) => (
    <label className="field-label" htmlFor={`${id}-${name}`}>
      {text}
    </label>
  );

  return (
    <form
      className="card form-card site-form"
      method="post"
      action={action}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="contact-form"
      data-ready={hydrated ? 'true' : undefined}
    >
      <div className="field">
        {label('name', t.site.name)}
        <input
          {...field('name')}
          className="field-input"
          type="text"
          autoComplete="name"
          maxLength={SITE_CONTACT_LIMITS.name}
          onChange={() => edited('name')}
        />
      </div>
      <div className="field">
        {label('telephone', t.site.phone)}
        <input
          {...field('telephone')}
          className="field-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t.common.phonePlaceholder(market)}
          maxLength={PHONE_INPUT_MAX_DIGITS[market] + 1}
          onChange={(e) => {
            // Digits only, as typed, capped for the market.
            const input = e.currentTarget;
            const clean = sanitizePhoneInput(input.value, market);
            if (clean !== input.value) input.value = clean;
            edited('telephone');
          }}
        />
      </div>
      <div className="field">
        {label('email', t.site.email)}
        <input
          {...field('email')}
          className="field-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={SITE_CONTACT_LIMITS.email}
          onChange={() => edited('email')}
        />
      </div>
      <div className="field">
        {label('message', t.site.message)}
        <textarea
          {...field('message')}
          className="field-input site-message"
          rows={5}
          maxLength={SITE_CONTACT_LIMITS.message}
          onChange={() => edited('message')}
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={sending}
        aria-busy={sending || undefined}
        data-testid="contact-submit"
      >
        {t.site.submit}
      </button>
    </form>
  );
}
