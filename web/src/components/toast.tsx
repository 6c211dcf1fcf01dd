import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type ShowToast, ToastContext, type ToastTone } from '@/lib/toast';

/** A toast stays 2 s: long enough to read a short sentence, short enough not to cover the page. */
export const TOAST_DURATION_MS = 2_000;

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

/** Draws the notices that `useToast()` (lib/toast) shows, each for TOAST_DURATION_MS. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((message, tone = 'info') => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { id, message, tone }]);
    setTimeout(
      () => setToasts((current) => current.filter((toast) => toast.id !== id)),
      TOAST_DURATION_MS,
    );
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext value={value}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`}>
            {toast.message}
          </div>
        ))}
      </div>
    </ToastContext>
  );
}
