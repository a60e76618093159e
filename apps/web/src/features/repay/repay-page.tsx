import { useSearch } from 'wouter';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import { withSession } from '../../platform/session.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Loaded, PageNotFound } from '../../ui/loaded.tsx';
import { fetchPayway, type Payway } from './repay-api.ts';
import { carriedParams, couponIdParam, repayTarget, type CarriedParam } from './repay-rules.ts';
import {
  AmountDueHeader,
  CardList,
  CodeSheet,
  KeypadSheet,
  PartialAmount,
  WalletLink,
} from './repay-views.tsx';
import { useRepayFlow, type RepayTarget } from './use-repay-flow.ts';
import './repay.css';

const NO_ORDER: ApiResult<never> = { ok: false, kind: 'business', message: '' };

/**
 * `/repay?orderId=&productId=` (the "payway"): what is owed, the borrower's cards, and paying
 * by card with an SMS code when the provider asks for one (docs/product.md#payments).
 */
export default function RepayPage() {
  const { t } = useApp();
  const search = new URLSearchParams(useSearch());
  const { orderId, productId } = repayTarget(search);
  const carried = carriedParams(search);
  const couponId = couponIdParam(search);
  const { state, retry } = useLoad(`payway:${orderId ?? ''}`, async (signal) =>
    orderId === undefined ? NO_ORDER : fetchPayway(orderId, signal),
  );

  if (orderId === undefined) {
    return <PageNotFound />;
  }
  return (
    <Loaded state={state} retry={retry} failedTitle={t.repay.loadFailed} title={t.repay.title}>
      {(way) => (
        <PaywayScreen way={way} target={{ orderId, productId, couponId }} carried={carried} />
      )}
    </Loaded>
  );
}

function PaywayScreen(props: {
  way: Payway;
  target: RepayTarget;
  carried: Partial<Record<CarriedParam, string>>;
}) {
  const { t } = useApp();
  const { way, carried } = props;
  const { orderId, productId } = props.target;
  const flow = useRepayFlow(way, props.target);

  return (
    <main className="page repay-page">
      <AmountDueHeader amountDue={flow.money(way.amountDue)} />
      {way.partialAllowed && <PartialAmount flow={flow} />}
      <CardList
        cards={way.cards}
        selected={flow.cardId}
        onSelect={flow.chooseCard}
        addCardHref={withSession('/addnormalcard', {
          orderId,
          productId,
          from: 'payway',
          ...carried,
        })}
      />
      {way.walletOffered && (
        <WalletLink
          href={withSession('/alipayrepayment', {
            orderId,
            productId,
            withholdingAmount: carried.withholdingAmount,
            from: 'payway',
          })}
        />
      )}
      <div className="confirm-bar">
        <Button onClick={flow.pay} disabled={flow.amount <= 0} data-testid="pay">
          {t.repay.pay(flow.money(flow.amount))}
        </Button>
      </div>
      <KeypadSheet flow={flow} market={way.market} />
      <CodeSheet flow={flow} />
    </main>
  );
}
