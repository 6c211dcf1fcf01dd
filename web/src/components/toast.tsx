import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

/** SPEC §9: a toast lasts 2 s. */
export const TOAST_DURATION_MS = 2_000;

interface ToastItem {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

type ShowToast = (message: string, tone?: ToastItem['tone']) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Transient notices (e.g. Link copied to clipboard!). Kept in React context rather than Redux
 * because they are pure UI and never need to survive a reload.
 */
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

/** Returns `show(message, tone?)`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
