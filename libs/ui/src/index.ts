// Public API of @tally/ui: the one API client, query defaults and keys, formatters, theme and the
// small shared components. Module Federation config lives in src/mf/shared-config.cjs (CommonJS,
// required by the webpack configs) and is deliberately not exported here.
// The first-load part comes through the shared '@tally/ui/core' (src/core.ts), not a relative path,
// so it is the same instance whether an app imports it from here or from '@tally/ui/core'.
export {
  ApiError,
  isUnauthorized,
  isServerUnreachable,
  ServerUnreachableError,
  toApiError,
  api,
  createApiClient,
  newIdempotencyKey,
  type ApiClient,
  type CallInput,
  http,
  createHttpClient,
  type HttpClient,
  type FetchLike,
  type RequestOptions,
  apiKey,
  apiKeyPrefix,
  queryKeys,
  type ApiQueryKey,
  apiQuery,
  apiUrl,
  type ApiQueryOptions,
  queryKeyToPath,
  createQueryClient,
  currentUserQuery,
  defaultQueryFn,
  fetchCurrentUser,
  createTallyTheme,
  TallyLogo,
  type TallyLogoProps,
  Spinner,
  type SpinnerProps,
  Notice,
  type NoticeProps,
  PhoneLinkedText,
  phoneNumberParts,
  type TextPart,
  showToast,
  listenForToasts,
  useToast,
  type ShowToast,
  type Toast,
  type ToastAction,
  showToastAfterReload,
  takeToastAfterReload,
  signInToastName,
  TOASTS_AFTER_RELOAD,
  TOAST_AFTER_RELOAD_KEY,
  type ToastAfterReload,
  type MarkerStorage,
  loadRemoteModule,
  provideRemoteLoader,
  type RemoteModuleLoader,
  rememberLimitAlertShown,
  wasLimitAlertShownRecently,
  LIMIT_ALERT_QUIET_MS,
} from '@tally/ui/core';
export { formatMoney, formatSignedMoney, type MoneyDecimals } from './format/format-money';
export { announceSpendLimit, mostSevereLimit, spendLimitToast } from './toast/spend-limit-toast';
export { SERVER_UNREACHABLE_TOAST, saveFailedToast } from './toast/unreachable-toast';
export { tooManyRequestsToast } from './toast/too-many-requests-toast';
export { formatActivityDate, formatDayHeading } from './format/format-date';
export { fetchEveryPage, type PagedOperationId } from './api/fetch-all-pages';
export { notificationsLabel, unreadBadgeText } from './notifications/unread-badge';
export { PageContainer, type PageContainerProps } from './components/page-container';
export { PageColumns, PageColumn } from './components/page-columns';
export { WIDE_SCREEN, WIDE_SCREEN_MIN_PX, SIDE_NAV_WIDTH } from './theme/wide-screen';
export { SectionCard, type SectionCardProps } from './components/section-card';
export { TextInput, type TextInputProps } from './components/text-input';
export { fieldControlSx, fieldHelperSx, fieldLabelSx } from './components/field-styles';
export { SelectInput, type SelectInputProps } from './components/select-input';
export { StatusTag } from './components/status-tag';
export { visuallyHidden } from './components/visually-hidden';
export { HelplineContact, type HelplineContactProps } from './components/helpline-contact';
export { PlainList, PlainListItem, type PlainListProps, type PlainListItemProps } from './components/plain-list';
export { ACTIVITY_DETAIL_DIALOG_MODULE, type ActivityDetailDialogModule, type ActivityDetailDialogProps } from './remotes/activity-detail-dialog';
export { SUPPORT_TIPS_MODULE, type GamblingTip, type SupportTipsModule } from './remotes/support-tips';
export { useSubmitGuard } from './components/use-submit-guard';
export { SESSION_DETAIL_DIALOG_MODULE, type SessionDetailDialogModule, type SessionDetailDialogProps } from './remotes/session-detail-dialog';
