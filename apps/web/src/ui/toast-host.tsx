import { useSyncExternalStore } from 'react';
import { useLocation } from '../platform/router.tsx';
import { subscribeToasts, toastSnapshot, type ToastState } from '../platform/toast.ts';

// A page drawn on the server shows no toast, and hydrates without one (docs/architecture.md#pages): a toast
// is about something the borrower did here, in this browser.
const NO_TOASTS: ToastState = { message: null, loading: null };

export function ToastHost() {
  const { message, loading } = useSyncExternalStore(
    subscribeToasts,
    toastSnapshot,
    () => NO_TOASTS,
  );
  const [path] = useLocation();
  return (
    <>
      {loading && (
        <div className="toast toast-loading" role="status" aria-live="polite">
          <span className="spinner spinner-small" aria-hidden="true" />
          {loading}
        </div>
      )}
      {message?.path === path && !loading && (
        <div className="toast" role="alert" key={message.id}>
          {message.text}
        </div>
      )}
    </>
  );
}
