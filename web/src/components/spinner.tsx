/** An indeterminate progress indicator with a text alternative. */
export function Spinner({
  label = 'Loading',
  size = 'md',
}: {
  label?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, for route-level loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} />
    </div>
  );
}
