// The first-load part of @tally/ui, shared on its own as '@tally/ui/core' (see mf/shared-config.cjs):
// what the shell's first screens use (the signed-out landing, /auth, the splash): the API client,
// query defaults and keys, the theme, the logo, the spinner and Notice. A shared module is provided
// whole, so the rest of @tally/ui (form inputs, lists, formatters) stays out of the landing page's
// first load. src/index.ts re-exports all of this through the shared '@tally/ui/core', so the
// browser still holds one copy (one ApiError class, one api client).
export { ApiError, isUnauthorized, isServerUnreachable, ServerUnreachableError, toApiError } from './api/api-error';
export { api, createApiClient, type ApiClient, type CallInput } from './api/api-client';
export { newIdempotencyKey } from './api/submission-keys';
export { http, createHttpClient, type HttpClient, type FetchLike, type RequestOptions } from './api/http-client';
export { apiKey, apiKeyPrefix, queryKeys, type ApiQueryKey } from './api/query-keys';
export { apiQuery, type ApiQueryOptions } from './api/api-query';
// Remotes take apiUrl from here, the shared module, so the browser holds one copy of the path table.
export { apiUrl } from '@tally/contracts';
export { queryKeyToPath } from './api/query-path';
export { createQueryClient, currentUserQuery, defaultQueryFn, fetchCurrentUser } from './api/query-client';
export { createTallyTheme } from './theme/create-tally-theme';
export { TallyLogo, type TallyLogoProps } from './components/tally-logo';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Notice, type NoticeProps } from './components/notice';
export { PhoneLinkedText } from './components/phone-linked-text';
export { phoneNumberParts, type TextPart } from './format/phone-numbers';
export { showToast, listenForToasts, useToast, type ShowToast, type Toast, type ToastAction } from './toast/toast-service';
export {
  showToastAfterReload,
  takeToastAfterReload,
  signInToastName,
  TOASTS_AFTER_RELOAD,
  TOAST_AFTER_RELOAD_KEY,
  type ToastAfterReload,
  type MarkerStorage,
} from './toast/toast-after-reload';
export { loadRemoteModule, provideRemoteLoader, type RemoteModuleLoader } from './remotes/remote-modules';
export { rememberLimitAlertShown, wasLimitAlertShownRecently, LIMIT_ALERT_QUIET_MS } from './alerts/limit-alerts-shown';
