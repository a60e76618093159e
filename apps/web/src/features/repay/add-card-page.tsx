import { cardDigits, formatCardInput, luhnValid } from '@tenora/domain/card';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useSearch } from '../../platform/router.tsx';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { showToast } from '../../platform/toast.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded } from '../../ui/loaded.tsx';
import { fetchBanks, saveCard, type Bank } from './repay-api.ts';
import { carriedParams, pathWithParams, repayTarget } from './repay-rules.ts';
import './repay.css';

const MIN_HOLDER_LENGTH = 2;
const MAX_HOLDER_LENGTH = 64;

/**
 * `/addnormalcard`: bind a bank card, then back to the payway (docs/product.md#payments). The full
 * number lives only in this form's state: it is sent once, to bind-card, and never logged or
 * stored.
 */
export default function AddCardPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const { orderId, productId } = repayTarget(search);
  const carried = carriedParams(search);
  const { state, retry } = useLoad('banks', fetchBanks);

  // Back to the payway with what it was opened with, but not `from`.
  const backToPayway = () =>
    openServerUrl(pathWithParams('/repay', { orderId, productId, ...carried, method: 'card' }), {
      replace: true,
    });

  return (
    <Loaded state={state} retry={retry} failedTitle={t.addCard.loadFailed} title={t.addCard.title}>
      {(banks) => (
        <main className="page add-card-page">
          <header className="page-header">
            <h1>{t.addCard.title}</h1>
          </header>
          <CardForm banks={banks} onAdded={backToPayway} />
        </main>
      )}
    </Loaded>
  );
}

function CardForm(props: { banks: Bank[]; onAdded: () => void }) {
  const { t } = useApp();
  const ids = { bank: useId(), number: useId(), numberError: useId(), holder: useId() };
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState(false);
  const [holder, setHolder] = useState('');
  const [saving, setSaving] = useState(false);
  const numberInput = useRef<HTMLInputElement>(null);
  // Where the caret goes after the number is regrouped: after this many digits.
  const caretDigits = useRef<number | null>(null);

  const digits = cardDigits(number);
  const numberOk = luhnValid(digits);
  const holderName = holder.trim();
  const ready = bankCode !== '' && numberOk && holderName.length >= MIN_HOLDER_LENGTH;
  // The button's click and the form's submit both land here; one request at a time.
  const inFlight = useRef(false);

  useLayoutEffect(() => {
    const input = numberInput.current;
    const wanted = caretDigits.current;
    if (!input || wanted === null || document.activeElement !== input) return;
    caretDigits.current = null;
    let pos = 0;
    for (let seen = 0; pos < number.length && seen < wanted; pos++) {
      if (/\d/.test(number.charAt(pos))) seen++;
    }
    input.setSelectionRange(pos, pos);
  }, [number]);

  const onNumberChange = (raw: string, caret: number | null) => {
    const next = formatCardInput(raw);
    caretDigits.current = caret === null ? null : cardDigits(raw.slice(0, caret)).length;
    setNumber(next);
    // Once shown, the message goes as soon as the number is right.
    if (numberError && luhnValid(cardDigits(next))) setNumberError(false);
  };
  const checkNumber = () => setNumberError(digits.length > 0 && !numberOk);

  const save = async () => {
    if (inFlight.current) return;
    if (!ready) {
      checkNumber();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      const result = await saveCard({ bankCode, number: digits, holderName });
      if (!result.ok) return;
      setNumber('');
      // Said on the screen it goes back to: a toast leaves with the screen it was shown on.
      props.onAdded();
      showToast(t.addCard.added);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <form
      className="card form-card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor={ids.bank}>
          {t.addCard.bank}
        </label>
        <select
          id={ids.bank}
          className="field-input"
          value={bankCode}
          onChange={(e) => setBankCode(e.currentTarget.value)}
          data-testid="bank-select"
        >
          <option value="" disabled>
            {t.addCard.chooseBank}
          </option>
          {props.banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </div>

      <div className="field">
        <label className="field-label" htmlFor={ids.number}>
          {t.addCard.cardNumber}
        </label>
        <input
          id={ids.number}
          ref={numberInput}
          className="field-input card-input"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          autoCorrect="off"
          spellCheck={false}
          value={number}
          aria-invalid={numberError || undefined}
          aria-describedby={numberError ? ids.numberError : undefined}
          onChange={(e) => onNumberChange(e.currentTarget.value, e.currentTarget.selectionStart)}
          onBlur={checkNumber}
          data-testid="card-number"
        />
        {numberError && (
          <p className="field-error" id={ids.numberError} role="alert" data-testid="card-error">
            {t.addCard.cardInvalid}
          </p>
        )}
      </div>

      <div className="field">
        <label className="field-label" htmlFor={ids.holder}>
          {t.addCard.holder}
        </label>
        <input
          id={ids.holder}
          className="field-input"
          type="text"
          autoComplete="cc-name"
          autoCapitalize="words"
          maxLength={MAX_HOLDER_LENGTH}
          value={holder}
          onChange={(e) => setHolder(e.currentTarget.value)}
          data-testid="holder-name"
        />
      </div>

      <Button type="submit" disabled={!ready || saving} onClick={save} data-testid="save-card">
        {t.addCard.save}
      </Button>
    </form>
  );
}
