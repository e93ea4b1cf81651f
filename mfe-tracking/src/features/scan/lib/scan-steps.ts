/** The progress view's steps (spec section 4, "Scan progress"), in order. */
export const SCAN_STEPS = ['preparing', 'scanning', 'analyzing', 'complete'] as const;
export type ScanStep = (typeof SCAN_STEPS)[number];

/** What each step is called on screen. */
export const SCAN_STEP_LABELS: Record<ScanStep, string> = {
  preparing: 'Preparing image',
  scanning: 'Scanning (text recognition)',
  analyzing: 'Analyzing ticket details',
  complete: 'Complete',
};
