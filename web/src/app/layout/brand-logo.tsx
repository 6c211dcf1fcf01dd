/** The product mark: a card with a percent sign. Decorative; the caller provides the name. */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="5" width="30" height="22" rx="5" fill="currentColor" />
      <rect x="1" y="10" width="30" height="4" fill="#ffffff" opacity="0.35" />
      <text
        x="16"
        y="25"
        fontSize="10"
        fontWeight="700"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="inherit"
      >
        %
      </text>
    </svg>
  );
}

export const PRODUCT_NAME = 'Card Deals';
