import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { SearchInput } from '../search-input';

/** The deal search input of the landing and home pages, with a clear button. */
export function DealSearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="deal-search" role="search">
      <SearchInput
        label={label ?? t('searchBox.label')}
        value={value}
        onChange={onChange}
        placeholder={placeholder ?? t('searchBox.placeholder')}
        inputClassName="deal-search__input"
        clearLabel={t('searchBox.clear')}
        clearClassName="deal-search__clear"
      />
    </div>
  );
}

/** The value once it has stopped changing for `delayMs` (server searches are not sent per keystroke). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
