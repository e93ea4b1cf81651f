/** Business constants and timings from spec section 9. */
export const RACE_NUMBER = { min: 1, max: 20 } as const;
export const HORSE_NUMBER = { min: 1, max: 99 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const SCAN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Body size limits by kind: sign-in's credentials are small, so a bigger body is refused before any work. */
export const BODY_LIMITS = { default: '1mb', credentials: '16kb', ticketImage: '14mb', avatar: '5mb' } as const;

export const POLL_MS = { unreadNotifications: 30_000, activeSession: 3_000 } as const;
export const CACHE_MS = { lotteryGames: 5 * 60_000 } as const;
export const UNREAD_BADGE_CAP = 9;
export const RECENT_LIST = { activities: 5, sessions: 3, shown: 5 } as const;
export const ONBOARDING = { steps: 8, delayMs: 1000 } as const;
export const AUTH_TIMINGS = { loginRedirectMs: 500, userRefetchMs: 100, logoutRedirectMs: 100 } as const;
export const SPLASH = { durationMs: 2500, repeatAfterMs: 5 * 60_000, storageKey: 'lastSplashTime' } as const;
export const TOAST = { limit: 1, hotkey: 'F8' } as const;
export const LIMIT_ALERT_THRESHOLD = 0.8;
export const SESSION_ALERT_EVERY_MS = 30 * 60_000;
/** Minutes into a slot or table session at which a kind check-in goes with the alert (research on long pokies sessions). */
export const SESSION_CHECK_IN_MINUTES = [45, 60, 120] as const;
/** Local hours [from, to) in which a running session gets a late-night note. */
export const LATE_NIGHT_HOURS = { from: 0, to: 6 } as const;
/** Raising or removing a spend limit waits this long; setting or lowering one is immediate. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60_000;
export const WEEK_STARTS_ON = 0; // Sunday
export const APP_VERSION = '1.0.0';
export const PRODUCT_NAME = 'Tally';

/** Byte sizes of BODY_LIMITS, for checks that need a number. */
export const BODY_LIMIT_BYTES = { default: 1024 * 1024, credentials: 16 * 1024, ticketImage: 14 * 1024 * 1024, avatar: 5 * 1024 * 1024 } as const;
export type BodyLimit = keyof typeof BODY_LIMITS;

/** The session cookie the gateway sets (documented as the API's security scheme). */
export const SESSION_COOKIE_NAME = 'tally.sid';

/**
 * Page sizes of the list reads: a default when no `limit` is given, and the most one page holds
 * (`LimitParam`). A date range is a bound of its own, so ranged reads default to the maximum.
 * A full page answers the next page's cursor in the `X-Next-Cursor` header.
 */
export const PAGE_SIZE = { activities: 50, sessions: 50, ranged: 1000, max: 1000 } as const;
/** Response header carrying the cursor of the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Preset deposit / buy-in amounts on the dashboard (dollars). */
export const DEPOSIT_PRESETS = [5, 10, 20, 50] as const;
/** A scan with fewer characters of text than this fails. */
export const SCAN_MIN_TEXT_CHARS = 3;
/** Time zones offered first in the profile; any IANA zone is accepted. */
export const AUSTRALIAN_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
  'Australia/Lord_Howe',
  'Australia/Eucla',
  'Australia/Broken_Hill',
] as const;
/** Money is shown as Australian dollars. */
export const CURRENCY = { locale: 'en-AU', code: 'AUD' } as const;
/** Spend-limit periods: the day, the week (Sunday to Saturday), the calendar month, in the user's time zone. */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
/**
 * The national gambling helpline that alerts point to (../shared/reference/helplines.json,
 * id national-gambling-helpline; a test checks the two agree).
 */
export const GAMBLING_HELPLINE = { name: 'Gambling Help', phone: '1800 858 858', hours: '24/7' } as const;
/** The helpline as one line of alert text. */
export const HELPLINE_LINE = `Free, confidential help: ${GAMBLING_HELPLINE.name} ${GAMBLING_HELPLINE.phone}, ${GAMBLING_HELPLINE.hours}.`;

/**
 * With Auto-Complete AI Losses on, an AI result check's loss completes the activity only when the
 * check is at least this sure; below it, the person is asked to confirm (ledger and alerts agree on it).
 */
export const AI_AUTO_COMPLETE_MIN_CONFIDENCE = 0.9;
