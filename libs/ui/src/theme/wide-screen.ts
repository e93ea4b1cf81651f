/**
 * From this width up (a laptop or desktop) the signed-in app uses the width: navigation at the side
 * instead of the phone's bottom bar, and two columns on pages that have them. A plain CSS media
 * query (for `sx`), so the layout needs no script and does not flash on first paint.
 */
export const WIDE_SCREEN_MIN_PX = 1024;

/** `sx` key of the wide-screen rules: `{ [WIDE_SCREEN]: { … } }`. */
export const WIDE_SCREEN = `@media (min-width: ${WIDE_SCREEN_MIN_PX}px)`;

/** Width of the side navigation on a wide screen (the page content starts after it). */
export const SIDE_NAV_WIDTH = 220;
