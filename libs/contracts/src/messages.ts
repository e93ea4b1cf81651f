/**
 * The spec's validation texts (section 5) and server-side messages, written once so the schemas,
 * the services and the forms show exactly the same words.
 */
export const VALIDATION_MESSAGES = {
  finalAmountRequired: 'Final amount is required',
  validAmount: 'Must be a valid amount',
  /** An amount with letters in it: what the field takes ('$12', '1,000' and '12.5' are all fine). */
  numbersOnly: 'Numbers only, e.g. 12.50',
  amountRequired: 'Amount is required',
  eventTypeRequired: 'Event type is required',
  betAmountRequired: 'Bet amount is required',
  raceTimeFormat: 'Race time must be in HH:MM format',
  raceNumberRange: 'Race number must be between 1-20',
  horseNumberRange: 'Horse number must be between 1-99',
  lotteryTypeRequired: 'Lottery type is required',
  ticketCostRequired: 'Ticket cost is required for lottery games',
  validNumber: 'Must be a valid number',
  passwordMismatch: "New password and confirmation don't match.",
  passwordTooShort: 'Password must be at least 8 characters long.',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordRequired: 'Password is required',
  emailRequired: 'Email is required',
  validEmail: 'Please enter a valid email address',
  emailNotEditable: 'Email cannot be changed',
  noReadableText: 'No readable text found. Try a clearer image with better lighting.',
  imageRequired: 'Please select an image file (JPG, PNG, etc.)',
  verificationTokenRequired: 'Verification token is required',
  resetTokenRequired: 'Password reset link is incomplete. Open the link from the email again.',
} as const;

/** Titles and texts the spec pairs for file checks (title / description). */
export const FILE_MESSAGES = {
  scanInvalidType: { title: 'Invalid file type', description: 'Please select an image file (JPG, PNG, etc.)' },
  scanTooLarge: { title: 'File too large', description: 'Please select an image smaller than 10MB' },
  avatarTooLarge: { title: 'File too large', description: 'Please select an image smaller than 5MB.' },
} as const;

/** The ledger's own answers (beyond the spec's texts), written once for the service and its tests. */
export const LEDGER_MESSAGES = {
  activityNotFound: 'Activity not found.',
  sessionNotFound: 'Session not found.',
  sessionAlreadyActive: 'You already have an active session. End it before starting another.',
  sessionEnded: 'This session has already ended.',
  ticketImageNotFound: 'This activity has no ticket image.',
  ticketImageInvalid: 'Ticket image must be an image data URL',
  amountTooLarge: 'Amount is too large',
  wageringSubtype: 'Event type must be Racing or Sports Betting',
  raceDateFormat: 'Race date must be YYYY-MM-DD',
  completeOnly: 'isCompleted must be true: a result completes the activity',
  chooseWinOrLoss: 'Choose win or loss',
  nothingToChange: 'Nothing to change',
  resultOrCorrection: 'Record a result or correct the entry, not both at once',
  depositNotFound: 'Deposit not found.',
  sessionNotEnded: 'End the session to record its final amount.',
  activityType: 'Activity type must be wagering or lottery',
  cursorInvalid: 'The page cursor is not valid',
} as const;

/** Fixed server answers named by the spec. */
export const SERVER_MESSAGES = {
  noActiveSession: 'No active session found.',
  verificationSent: 'Please check your email for a verification link.',
  verificationResent: 'If that address has an account that is not yet verified, a new link is on its way.',
  emailNotVerified: 'Please verify your email address before signing in. Open the link we emailed you, or send a new one.',
  passwordResetSent: 'If that address has an account, a link to set a new password is on its way. It works once, within one hour.',
  passwordResetDone: 'Your password has been set and your email address is verified. You can sign in now.',
  invalidResetToken: 'This password reset link is invalid, used or expired. Ask for a new one from the sign-in screen.',
} as const;

/**
 * Scan Ticket's toasts (spec section 8), as title / description pairs like FILE_MESSAGES: the toast
 * shows the title, then the line, so "Scanning failed" and "Unable to read the ticket: …" are read
 * together as the spec's one sentence.
 */
export const SCAN_MESSAGES = {
  failed: (reason: string) => ({
    title: 'Scanning failed',
    // A reason that ends its own sentence ("…better lighting.") is not given a second full stop.
    description: `Unable to read the ticket: ${reason.trim().replace(/\.$/, '')}. Please try again with a clearer image.`,
  }),
  bothFailed: 'Both AI and OCR processing failed. Try a clearer image.',
  wrongTypeLottery: { title: 'Wrong ticket type', description: 'This appears to be a lottery ticket. Please use the lottery section instead.' },
  wrongTypeWagering: { title: 'Wrong ticket type', description: 'This appears to be a wagering ticket. Please use the wagering section instead.' },
} as const;
