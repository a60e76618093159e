import { useApp } from '../../platform/app-context.tsx';
import { openServerUrl } from '../../platform/bridge.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { Offer } from './loans-api.ts';

/** The product's last word before the loan is confirmed, with its agreement to read. */
export default function ConfirmPopup(props: {
  popup: NonNullable<Offer['confirmPopup']>;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useApp();
  const { popup, onClose } = props;
  return (
    <Dialog open title={popup.title} onClose={onClose}>
      <p className="dialog-body">{popup.body}</p>
      <button type="button" className="link" onClick={() => openServerUrl(popup.agreementUrl)}>
        {t.confirm.readAgreement}
      </button>
      <div className="dialog-actions">
        <Button onClick={props.onConfirm}>{t.confirm.agreeAndConfirm}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t.confirm.cancel}
        </Button>
      </div>
    </Dialog>
  );
}
