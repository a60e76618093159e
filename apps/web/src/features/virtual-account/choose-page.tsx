import { PAY_TYPE } from '@tenora/contract/repayment';
import { formatMoney } from '@tenora/domain/money';
import { useId, useState } from 'react';
import { useSearch } from '../../platform/router.tsx';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { positiveIntParam } from '../../platform/query-params.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { showToast } from '../../platform/toast.ts';
import { clearChoice, readChoice, saveChoice, type PayType } from './stored-choice.ts';
import { pathWithQuery, vaQuery } from './va-format.ts';
import { fetchPayOptions, type PayOptions } from './virtual-account-api.ts';
import { PageNotFound } from '../../ui/loaded.tsx';
import './virtual-account.css';

/** The options, with the type they were asked for: a late answer for the other type is not shown. */
interface Loaded {
  payType: PayType;
  options: PayOptions;
}

/**
 * `/individual?orderId=&productId=&amount=&display=`: how the borrower will pay a virtual account —
 * a bank and its channel, or a mini-market store (docs/product.md#screen-rules). The choice is kept
 * for `/that`, which shows the number to pay to.
 */
export default function ChoosePage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const orderId = positiveIntParam(search.get('orderId'));
  const productId = positiveIntParam(search.get('productId'));
  const amount = positiveIntParam(search.get('amount'));
  const carried = vaQuery(search);

  // Coming back through "Change", the last choice is already ticked; from Repay, the type the
  // borrower picked there (`payType`).
  const [initial] = useState(readChoice);
  const asked = Number(search.get('payType'));
  const [payType, setPayType] = useState<PayType>(
    asked === PAY_TYPE.bank || asked === PAY_TYPE.market
      ? asked
      : (initial?.payType ?? PAY_TYPE.bank),
  );
  const [bankCode, setBankCode] = useState<string | undefined>(
    initial?.payType === PAY_TYPE.bank ? initial.payCode : undefined,
  );
  const [channel, setChannel] = useState<number | undefined>(
    initial?.payType === PAY_TYPE.bank ? initial.specificNum : undefined,
  );
  const [store, setStore] = useState<string | undefined>(
    initial?.payType === PAY_TYPE.market ? initial.payCode : undefined,
  );

  const { state, retry } = useLoad(
    `${orderId}:${productId}:${payType}`,
    async (signal): Promise<ApiResult<Loaded>> => {
      if (orderId === undefined) return { ok: false, kind: 'business', message: '' };
      const r = await fetchPayOptions({ orderId, productId, payType }, signal);
      return r.ok ? { ...r, data: { payType, options: r.data } } : r;
    },
  );

  if (orderId === undefined) {
    return <PageNotFound />;
  }

  const changeType = (next: PayType) => {
    if (next === payType) return;
    setPayType(next);
    setBankCode(undefined);
    setChannel(undefined);
    setStore(undefined);
    clearChoice();
  };

  const chooseBank = (code: string) => {
    if (code !== bankCode) setChannel(undefined);
    setBankCode(code);
  };

  const ready = state.kind === 'ready' && state.data.payType === payType ? state.data : null;
  // The amount comes in the address, its currency from the answer: not the app's (decision 027).
  const amountMarket = state.kind === 'ready' ? state.data.options.market : undefined;
  const banks = ready?.options.banks ?? [];
  const bank = banks.find((b) => b.code === bankCode);

  const confirm = () => {
    if (payType === PAY_TYPE.bank) {
      if (!bank || channel === undefined || !bank.channels[channel - 1]) {
        showToast(t.vaChoose.incomplete);
        return;
      }
      saveChoice({ payType, payCode: bank.code, specificNum: channel });
    } else {
      if (!store || !ready?.options.stores.includes(store)) {
        showToast(t.vaChoose.incomplete);
        return;
      }
      saveChoice({ payType, payCode: store });
    }
    openServerUrl(pathWithQuery('/that', carried), { replace: true });
  };

  return (
    <main className="page va-page">
      <header className="page-header">
        <h1>{t.vaChoose.chooseTitle}</h1>
        {amount !== undefined && amountMarket && (
          <>
            <p className="confirm-sub repay-due-label">{t.vaChoose.amountToPay}</p>
            <p className="confirm-amount">{formatMoney(amount, amountMarket)}</p>
          </>
        )}
      </header>

      {/* India transfers to a bank only: the type is offered once the options say there are two. */}
      {(ready?.options.payTypes.length ?? 0) > 1 && (
        <TypeChoice payType={payType} onChange={changeType} />
      )}

      {state.kind === 'failed' ? (
        <LoadFailed failure={state} title={t.vaChoose.optionsLoadFailed} onRetry={retry} />
      ) : !ready ? (
        <div className="card card-skeleton" aria-hidden="true" />
      ) : payType === PAY_TYPE.bank ? (
        <>
          <OptionList
            title={t.vaChoose.chooseBank}
            name="va-bank"
            testId="bank-option"
            empty={t.vaChoose.noOptions}
            options={banks.map((b) => ({ value: b.code, label: b.name }))}
            selected={bankCode}
            onSelect={chooseBank}
          />
          <OptionList
            title={t.vaChoose.chooseChannel}
            name="va-channel"
            testId="channel-option"
            empty={t.vaChoose.noOptions}
            // Until a bank is chosen its channels are shown switched off, with the reason.
            hint={bank ? undefined : t.vaChoose.chooseBankFirst}
            options={(bank ?? banks[0])?.channels.map((m, i) => ({
              value: String(i + 1),
              label: m,
            }))}
            selected={channel === undefined ? undefined : String(channel)}
            onSelect={(v) => setChannel(Number(v))}
          />
        </>
      ) : (
        <OptionList
          title={t.vaChoose.chooseStore}
          name="va-store"
          testId="market-option"
          empty={t.vaChoose.noOptions}
          options={ready.options.stores.map((m) => ({ value: m, label: m }))}
          selected={store}
          onSelect={setStore}
        />
      )}

      <div className="confirm-bar">
        <Button onClick={confirm} disabled={!ready} data-testid="choose-confirm">
          {t.vaChoose.confirm}
        </Button>
      </div>
    </main>
  );
}

/** Bank or mini market: two big radio options. */
function TypeChoice(props: { payType: PayType; onChange: (next: PayType) => void }) {
  const { t } = useApp();
  const titleId = useId();
  const types = [
    {
      value: PAY_TYPE.bank,
      title: t.vaChoose.typeBank,
      hint: t.vaChoose.typeBankHint,
      testId: 'type-bank',
    },
    {
      value: PAY_TYPE.market,
      title: t.vaChoose.typeMarket,
      hint: t.vaChoose.typeMarketHint,
      testId: 'type-market',
    },
  ] as const;
  return (
    <section className="card">
      <h2 className="section-title" id={titleId}>
        {t.vaChoose.typeTitle}
      </h2>
      <div className="va-types" role="radiogroup" aria-labelledby={titleId}>
        {types.map((type) => (
          <label
            key={type.value}
            className={`va-type${props.payType === type.value ? ' va-type-on' : ''}`}
            data-testid={type.testId}
          >
            <input
              type="radio"
              name="va-type"
              value={type.value}
              checked={props.payType === type.value}
              onChange={() => props.onChange(type.value)}
            />
            <span className="va-type-text">
              <span className="va-type-title">{type.title}</span>
              <span className="va-type-hint">{type.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}

/** A titled radio list; with a hint, the options are shown but switched off. */
function OptionList(props: {
  title: string;
  name: string;
  testId: string;
  empty: string;
  hint?: string | undefined;
  options: { value: string; label: string }[] | undefined;
  selected: string | undefined;
  onSelect: (value: string) => void;
}) {
  const titleId = useId();
  const hintId = useId();
  const options = props.options ?? [];
  const off = props.hint !== undefined;
  return (
    <section className="card">
      <h2 className="section-title" id={titleId}>
        {props.title}
      </h2>
      {off && (
        <p className="confirm-note" id={hintId} data-testid={`${props.testId}-hint`}>
          {props.hint}
        </p>
      )}
      {options.length === 0 ? (
        <p className="confirm-note">{props.empty}</p>
      ) : (
        <div
          className="choices"
          role="radiogroup"
          aria-labelledby={titleId}
          aria-describedby={off ? hintId : undefined}
        >
          {options.map((o) => (
            <label
              key={o.value}
              className={`choice${off ? ' choice-off' : ''}`}
              data-testid={props.testId}
            >
              <input
                type="radio"
                name={props.name}
                value={o.value}
                disabled={off}
                checked={!off && props.selected === o.value}
                onChange={() => props.onSelect(o.value)}
              />
              <span className="choice-text">{o.label}</span>
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
