import { useState } from 'react';
import { useT } from '../../platform/app-context.tsx';
import { bridge } from '../../platform/bridge.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Rate } from '../../ui/rate.tsx';
import { showToast } from '../../platform/toast.ts';
import { submitScore } from './loan-details-api.ts';

/** The app-store threshold: this many stars or more asks the shell to rate. */
export const STORE_RATING_STARS = 4;

/**
 * docs/product.md#screen-rules: the stars chosen are what is submitted; 4 or more asks the native
 * shell to rate us, fewer shows a thank-you. Cancel or a mask tap closes it and resets the stars.
 */
export function RatingPopup({ orderId }: { orderId: number }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [stars, setStars] = useState(0);
  const [thanks, setThanks] = useState(false);

  const close = () => {
    setOpen(false);
    setStars(0);
  };
  const submit = async () => {
    if (stars === 0) {
      showToast(t.rating.pleaseSelect);
      return;
    }
    const result = await submitScore(stars, orderId);
    if (!result.ok) return;
    setOpen(false);
    if (stars >= STORE_RATING_STARS) bridge.goRate();
    else setThanks(true);
  };

  return (
    <>
      <Dialog open={open} title={t.rating.title} onClose={close}>
        <p className="dialog-body">{t.rating.body}</p>
        <Rate value={stars} onChange={setStars} label={t.rating.star} />
        <div className="dialog-actions">
          <Button onClick={submit}>{t.rating.submit}</Button>
          <Button variant="secondary" onClick={close}>
            {t.rating.cancel}
          </Button>
        </div>
      </Dialog>
      <Dialog open={thanks} title={t.rating.thanksTitle} onClose={() => setThanks(false)}>
        <p className="dialog-body">{t.rating.thanksBody}</p>
        <div className="dialog-actions">
          <Button onClick={() => setThanks(false)}>{t.rating.ok}</Button>
        </div>
      </Dialog>
    </>
  );
}
