/** Props of {@link TallyLogo}. */
export interface TallyLogoProps {
  /** Width and height in pixels. */
  size?: number;
  /** Accessible name; omit when a visible product name sits next to the logo. */
  title?: string;
}

/** The product mark: four tally strokes crossed by a fifth, on a teal tile. Inline SVG, no request. */
export function TallyLogo({ size = 32, title }: TallyLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true} focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <g stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round">
        <path d="M9 9v14M13.5 9v14M18 9v14M22.5 9v14" />
        <path d="M7 20.5 25 11.5" />
      </g>
    </svg>
  );
}
