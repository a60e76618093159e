import {
  checkBankAccount,
  HOLDER_NAME_MAX,
  ID_PAYOUT_BANKS,
  type BankAccountProblem,
} from '@tenora/domain/bank-account';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { showToast } from '../../platform/toast.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { fetchBankAccount, saveBankAccount, type BankAccountAnswer } from './bank-account-api.ts';

/** How often an account the bank is still checking is read again while the card is open. */
export const RECHECK_MS = 15_000;

/**
 * Where a loan still to be paid out will be paid (docs/product.md#bank-account): the borrower's
 * own account, given here. With none, why and the form; with one, its bank, holder, last four
 * digits and what the check found, and Change while no payout is on its way to it. An account the
 * bank could not confirm shows the form again to fix it. Drawn with the page when the page's
 * loader read it (loan-details-page.tsx); otherwise nothing until it is read, nothing if it cannot
 * be. The whole number never comes back from the server.
 */
export default function BankAccountCard({ approved }: { approved: boolean }) {
  const { t, market } = useApp();
  const tb = t.details.bank;
  const id = useId();
  const { state } = useLoad('bank-account', fetchBankAccount);
  // The answer of a save or a later read, over the one the card was drawn with.
  const [mine, setMine] = useState<BankAccountAnswer>();
  const [editing, setEditing] = useState(false);
  // What was typed; a field left untouched shows the account's (never its number).
  const [holder, setHolder] = useState<string>();
  const [bankCode, setBankCode] = useState<string>();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<BankAccountProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [saves, setSaves] = useState(0);
  const statusLine = useRef<HTMLParagraphElement>(null);

  const answer = mine ?? (state.kind === 'ready' ? state.data : undefined);
  const account = answer?.account ?? null;
  const status = account?.status;

  // The bank is still checking: read again now and then until it has said.
  useEffect(() => {
    if (status !== 'verifying') return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      void fetchBankAccount(ctrl.signal).then((r) => r.ok && setMine(r.data));
    }, RECHECK_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [status, answer]);

  // After a save the form is gone: what the bank said is read out next.
  useEffect(() => {
    if (saves > 0) statusLine.current?.focus();
  }, [saves]);

  if (!answer) return null;

  const ids = {
    holderName: `${id}-holder`,
    accountNumber: `${id}-number`,
    bankCode: `${id}-bank`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const values = {
    holderName: holder ?? account?.holderName ?? '',
    accountNumber: number,
    bankCode: bankCode ?? account?.bankCode ?? '',
  };
  const formShown = answer.changeable && (!account || editing || status === 'invalid');
  const closeForm = () => {
    setEditing(false);
    setProblem(null);
    setHolder(undefined);
    setBankCode(undefined);
    setNumber('');
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkBankAccount(values, market);
    if (!checked.ok) {
      setProblem(checked.field);
      document.getElementById(ids[checked.field])?.focus();
      return;
    }
    setBusy(true);
    // A refusal toasts the server's own words; a dropped connection the client's.
    const result = await saveBankAccount(checked.account, tb.checking);
    setBusy(false);
    if (!result.ok) {
      // Refused (a payout set off meanwhile, say): the card shows the account as it now stands.
      if (result.kind === 'business')
        void fetchBankAccount(new AbortController().signal).then((r) => r.ok && setMine(r.data));
      return;
    }
    setMine(result.data);
    closeForm();
    setSaves((n) => n + 1);
    if (result.data.account?.status !== 'invalid') showToast(tb.saved);
  };

  /** A field's own attributes: its id, and when it is the one to fix, that it is and why. */
  const attrs = (name: BankAccountProblem, set: (v: string) => void, hint?: boolean) => ({
    id: ids[name],
    className: 'field-input',
    value: values[name],
    'aria-invalid': problem === name || undefined,
    'aria-describedby':
      [hint && ids.hint, problem === name && ids.error].filter(Boolean).join(' ') || undefined,
    onChange: (e: { currentTarget: { value: string } }) => {
      set(e.currentTarget.value);
      setProblem(null);
    },
  });
  const error = (name: BankAccountProblem) =>
    problem === name && (
      <p className="field-error" id={ids.error} role="alert" data-testid="bank-error">
        {name === 'holderName'
          ? tb.holderInvalid
          : name === 'accountNumber'
            ? tb.numberInvalid(market)
            : tb.bankInvalid(market)}
      </p>
    );

  const holderInput = (
    <div className="field">
      <label className="field-label" htmlFor={ids.holderName}>
        {tb.holder}
      </label>
      <input
        {...attrs('holderName', setHolder)}
        type="text"
        autoComplete="name"
        autoCapitalize="words"
        maxLength={HOLDER_NAME_MAX}
        data-testid="bank-holder"
      />
      {error('holderName')}
    </div>
  );
  const numberInput = (
    <div className="field">
      <label className="field-label" htmlFor={ids.accountNumber}>
        {tb.number}
      </label>
      <input
        {...attrs('accountNumber', setNumber)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={30}
        data-testid="bank-number"
      />
      {error('accountNumber')}
    </div>
  );
  const bankInput = (
    <div className="field">
      <label className="field-label" htmlFor={ids.bankCode}>
        {tb.bank(market)}
      </label>
      {market === 'IN' ? (
        <>
          <p className="bank-hint" id={ids.hint}>
            {tb.ifscHint}
          </p>
          <input
            {...attrs('bankCode', setBankCode, true)}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={20}
            data-testid="bank-code"
          />
        </>
      ) : (
        <select {...attrs('bankCode', setBankCode)} data-testid="bank-code">
          <option value="" disabled>
            {tb.chooseBank}
          </option>
          {ID_PAYOUT_BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      )}
      {error('bankCode')}
    </div>
  );

  return (
    <section className="card bank-card" aria-labelledby={`${id}-title`} data-testid="bank-account">
      <h2 className="section-title" id={`${id}-title`}>
        {tb.title}
      </h2>
      {account ? (
        <>
          <dl className="rows bank-rows" data-testid="bank-current">
            <div className="row">
              <dt>{tb.bank(market)}</dt>
              <dd>{account.bankName}</dd>
            </div>
            <div className="row">
              <dt>{tb.holderRow}</dt>
              <dd>{account.holderName}</dd>
            </div>
            <div className="row">
              <dt>{tb.number}</dt>
              <dd data-testid="bank-masked">{account.accountMasked}</dd>
            </div>
          </dl>
          <p
            className="bank-status"
            data-status={account.status}
            ref={statusLine}
            tabIndex={-1}
            data-testid="bank-status"
          >
            {account.status === 'invalid' ? account.problem : tb[account.status]}
          </p>
          {!answer.changeable && <p className="confirm-note">{tb.locked}</p>}
        </>
      ) : (
        <p className="confirm-note">{approved ? tb.whyApproved : tb.why}</p>
      )}
      {formShown ? (
        <form noValidate onSubmit={(e) => void save(e)} data-testid="bank-form">
          {holderInput}
          {market === 'IN' ? (
            <>
              {numberInput}
              {bankInput}
            </>
          ) : (
            <>
              {bankInput}
              {numberInput}
            </>
          )}
          <div className="bank-actions">
            <Button type="submit" disabled={busy} data-testid="bank-save">
              {tb.save}
            </Button>
            {editing && status !== 'invalid' && (
              <Button variant="secondary" disabled={busy} onClick={closeForm}>
                {tb.cancel}
              </Button>
            )}
          </div>
        </form>
      ) : (
        answer.changeable && (
          <div className="bank-actions">
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="bank-change">
              {tb.change}
            </Button>
          </div>
        )
      )}
    </section>
  );
}
