import { Suspense, lazy } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';

// Fetched when the modal first opens: most visits never search brands.
const BrandSearchPanel = lazy(async () => ({
  default: (await import('./brand-search-panel')).BrandSearchPanel,
}));

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
