import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';

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
  const id = useId();
  return (
    <div className="deal-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('searchBox.label')}
      </label>
      <input
        id={id}
        className="field__input deal-search__input"
        type="search"
        autoComplete="off"
        placeholder={placeholder ?? t('searchBox.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm deal-search__clear"
          onClick={() => onChange('')}
        >
          {t('searchBox.clear')}
        </button>
      ) : null}
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
