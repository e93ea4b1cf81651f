/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Width and height in pixels. */
  size?: number;
  /** Accessible name. */
  label?: string;
}

/**
 * A loading spinner drawn and animated by SVG alone: no JavaScript animation code, so it costs
 * almost nothing on first load (MUI's CircularProgress is about 3 KB gzip).
 */
export function Spinner({ size = 40, label = 'Loading' }: SpinnerProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 50 50" role="img" aria-label={label}>
      <circle cx="25" cy="25" r="20" fill="none" stroke="#ccfbf1" strokeWidth="5" />
      <circle cx="25" cy="25" r="20" fill="none" stroke="#0f766e" strokeWidth="5" strokeLinecap="round" strokeDasharray="80 126">
        <animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.9s" repeatCount="indefinite" />
      </circle>
    </svg>
  );
}
