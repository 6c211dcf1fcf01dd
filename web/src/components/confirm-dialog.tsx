import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  /** A confirmation that deletes or ends something shows its button in the danger style. */
  danger?: boolean;
  /** While the confirmed action runs: its button spins and cancelling waits. */
  busy?: boolean;
  onCancel: () => void;
  /** Runs the action; leave it out when `form` submits a form in the body instead. */
  onConfirm?: () => void;
  /** The id of the body's form that the confirm button submits. */
  form?: string;
  children: ReactNode;
}

/** A question that interrupts the member before an action (log out, delete, save): cancel or go on. */
export function ConfirmDialog({
  open,
  title,
  cancelLabel,
  confirmLabel,
  danger = false,
  busy = false,
  onCancel,
  onConfirm,
  form,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      role="alertdialog"
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type={form ? 'submit' : 'button'}
            form={form}
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
