import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface DisclosureButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'aria-expanded' | 'aria-controls'
> {
  /** Whether the part it shows is shown now. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** The id of the part it shows and hides. */
  controls: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that shows and hides a part of the page (a list's rest, a panel, a menu), and says
 * which to assistive technology: aria-expanded for its state, aria-controls for the part.
 */
export function DisclosureButton({
  expanded,
  onExpandedChange,
  controls,
  children,
  ...button
}: DisclosureButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => onExpandedChange(!expanded)}
      {...button}
    >
      {children}
    </button>
  );
}
