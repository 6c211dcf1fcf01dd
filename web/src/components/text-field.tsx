import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useTranslation } from '@/lib/i18n/react';

interface FieldChrome {
  label: string;
  /** Inline error, announced with the field (aria-describedby + aria-invalid). */
  error?: string | undefined;
  hint?: ReactNode;
}

export type TextFieldProps = FieldChrome &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** What the control inside a field carries: its id and the links to its hint and error. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The label, hint and inline error around one control. The hint and the error are announced with
 * the control (aria-describedby), and an error marks it invalid.
 */
function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  children,
}: FieldChrome & {
  id?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy =
    [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text input with a visible label and an inline error message. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} className="field__input" {...input} />}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-field__toggle"
        aria-pressed={visible}
        // Several password fields on one form (change password) each need a distinct name.
        aria-label={
          props.label === 'Password' || props.label === t('passwordField.password')
            ? undefined
            : t(visible ? 'passwordField.hideNamed' : 'passwordField.showNamed', {
                label: props.label.toLowerCase(),
              })
        }
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('passwordField.hide') : t('passwordField.show')}
      </button>
    </div>
  );
}

export type TextAreaFieldProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A multi-line text input with a visible label and an inline error message. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea {...control} className="field__input field__input--multiline" {...textarea} />
      )}
    </FieldFrame>
  );
}

interface SelectProps {
  value: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean | undefined;
  onValue: (value: string) => void;
}

/** The select itself, its options in the order given. */
function Select({
  value,
  options,
  disabled,
  onValue,
  ...control
}: SelectProps & Partial<FieldControlProps>) {
  return (
    <select
      {...control}
      className="field__input"
      value={value}
      disabled={disabled}
      onChange={(e) => onValue(e.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A form's select, with its label and an inline error, like TextField. */
export function SelectField({
  label,
  error,
  hint,
  className,
  ...select
}: FieldChrome & SelectProps & { className?: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <Select {...control} {...select} />}
    </FieldFrame>
  );
}

/**
 * A select wrapped in its label (the text above it), for a page's own controls (a bank, a city,
 * a day) rather than a form's fields.
 */
export function SelectControl({ label, ...select }: { label: string } & SelectProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <Select {...select} />
    </label>
  );
}
