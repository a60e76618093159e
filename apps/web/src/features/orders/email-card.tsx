import { useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { EmailEditor } from '../../ui/email-editor.tsx';

/**
 * The e-mail address under the messages on /messages (docs/product.md#e-mail-address): a card of
 * its own around the same editor My details shows.
 */
export function EmailCard() {
  const { t } = useApp();
  const titleId = useId();
  return (
    <section className="card msg-email" aria-labelledby={titleId} data-testid="msg-email">
      <h2 className="msg-title" id={titleId}>
        {t.orders.email.title}
      </h2>
      <EmailEditor />
    </section>
  );
}
