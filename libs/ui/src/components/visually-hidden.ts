/**
 * Styles (for `sx`) that hide text from sight but keep it for screen readers. Sizes are in px on
 * purpose: in MUI's sx a bare `width: 1` means 100%, which made a hidden caption as wide as its
 * column and pushed Reports wider than a phone's screen.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
