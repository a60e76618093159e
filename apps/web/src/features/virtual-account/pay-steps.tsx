import { useApp } from '../../platform/app-context.tsx';
import type { PaySteps } from './virtual-account-api.ts';

/** Bank: each channel's name as a heading over its steps. Store: one list of steps. */
export function Steps({ steps }: { steps: PaySteps }) {
  const entries: (string | { name: string; step: string[] })[] = steps;
  const storeSteps = entries.filter((e): e is string => typeof e === 'string');
  return (
    <>
      {entries.map((entry, i) =>
        typeof entry === 'string' ? null : (
          <div key={`${entry.name}-${i}`} className="va-step-group">
            <h3 className="va-step-title">{entry.name}</h3>
            <ol className="va-step-list">
              {entry.step.map((s, j) => (
                <li key={j}>{s}</li>
              ))}
            </ol>
          </div>
        ),
      )}
      {storeSteps.length > 0 && (
        <ol className="va-step-list">
          {storeSteps.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * India's payee, as a banking app asks for it to add one: the name the account is held in and the
 * IFSC, beside the account number. Rows of a list of terms; nothing elsewhere.
 */
export function Payee(props: { ifsc?: string | null; beneficiary?: string | null }) {
  const { t } = useApp();
  return (
    <>
      {props.beneficiary && (
        <div className="row">
          <dt>{t.va.beneficiary}</dt>
          <dd data-testid="va-beneficiary">{props.beneficiary}</dd>
        </div>
      )}
      {props.ifsc && (
        <div className="row">
          <dt>{t.va.ifsc}</dt>
          <dd data-testid="va-ifsc">{props.ifsc}</dd>
        </div>
      )}
    </>
  );
}
