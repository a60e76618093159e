import { useSyncExternalStore } from 'react';
import { subscribeToasts, toastSnapshot } from '../platform/toast.ts';

export function ToastHost() {
  const { message, loading } = useSyncExternalStore(subscribeToasts, toastSnapshot, toastSnapshot);
  return (
    <>
      {loading && (
        <div className="toast toast-loading" role="status" aria-live="polite">
          <span className="spinner spinner-small" aria-hidden="true" />
          {loading}
        </div>
      )}
      {message && !loading && (
        <div className="toast" role="alert" key={message.id}>
          {message.text}
        </div>
      )}
    </>
  );
}
