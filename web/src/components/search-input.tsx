import { useId } from 'react';

/**
 * A search field: its label (for screen readers; the placeholder shows what to type), the input,
 * and while it holds text a button that clears it. The clear button shows its label, or just ×
 * with `clearAsCross` (the label then names it for screen readers).
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
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
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
