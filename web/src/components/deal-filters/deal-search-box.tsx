import { useEffect, useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { useTranslation } from '@/lib/i18n/react';

/**
 * A search field: its label (for screen readers; the placeholder shows what to type), the input,
 * and while it holds text a button that clears it. The clear button shows its label, or just ×
 * with `clearAsCross` (the label then names it for screen readers). It lives beside the deal
 * search box so that the landing fetches both in one chunk; brand search imports it from here.
 */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  inputClassName,
  clearLabel,
  clearClassName,
  clearAsCross = false,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputClassName: string;
  clearLabel: string;
  clearClassName?: string;
  clearAsCross?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={`field__input ${inputClassName}`}
        type="search"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className={`btn btn--ghost btn--sm${clearClassName ? ` ${clearClassName}` : ''}`}
          aria-label={clearAsCross ? clearLabel : undefined}
          onClick={() => onChange('')}
        >
          {clearAsCross ? <span aria-hidden="true">×</span> : clearLabel}
        </button>
      ) : null}
    </>
  );
}

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
