import { Suspense, lazy } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';

// This module is fetched when the brand search first opens (components/browse-grid): the panel's
// code is asked for as it loads, so the two arrive together, and the modal shows a spinner
// until the panel is there.
const panel = import('./brand-search-panel');
panel.catch(() => undefined); // a failure shows when the panel renders, through its lazy
const BrandSearchPanel = lazy(async () => ({ default: (await panel).BrandSearchPanel }));

export interface BrandSearchModalProps {
  open: boolean;
  onClose: () => void;
  initialTerm?: string;
  member: boolean;
}

/** The brand search modal. Remounts per opening, so each opening starts from its prefill. */
export function BrandSearchModal({ open, onClose, initialTerm, member }: BrandSearchModalProps) {
  const { t } = useTranslation('brandSearch');
  return (
    <Modal open={open} onClose={onClose} title={t('modal.title')} size="lg">
      {open ? (
        <Suspense fallback={<Spinner />}>
          <BrandSearchPanel initialTerm={initialTerm} member={member} autoFocus />
        </Suspense>
      ) : null}
    </Modal>
  );
}
