/**
 * Transient notices (e.g. Link copied to clipboard!): the hook any layer may call. The notices
 * themselves are drawn by components/toast's ToastProvider, which supplies this context. Kept in
 * React context rather than Redux because they are pure UI and never need to survive a reload.
 */
import { createContext, useContext } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export type ShowToast = (message: string, tone?: ToastTone) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Returns `show(message, tone?)`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
