// Public API of @tally/ui: the one API client, query defaults and keys, formatters, theme and the
// small shared components. Module Federation config lives in src/mf/shared-config.cjs (CommonJS,
// required by the webpack configs) and is deliberately not exported here.
export { ApiError, isUnauthorized, toApiError } from './api/api-error';
export { api, apiFetch, createApiClient, type ApiClient, type FetchLike, type RequestOptions } from './api/api-client';
export { queryKeys } from './api/query-keys';
export { queryKeyToPath } from './api/query-path';
export { createQueryClient, currentUserQuery, defaultQueryFn, fetchCurrentUser } from './api/query-client';
export { formatMoney, formatSignedMoney, type MoneyDecimals } from './format/format-money';
export { formatActivityDate, formatDayHeading } from './format/format-date';
export { notificationsLabel, unreadBadgeText } from './notifications/unread-badge';
export { createTallyTheme } from './theme/create-tally-theme';
export { PageContainer, type PageContainerProps } from './components/page-container';
export { SectionCard, type SectionCardProps } from './components/section-card';
export { TallyLogo, type TallyLogoProps } from './components/tally-logo';
export { TextInput, type TextInputProps } from './components/text-input';
export { SelectInput, type SelectInputProps } from './components/select-input';
export { Notice, type NoticeProps } from './components/notice';
export { StatusTag } from './components/status-tag';
export { Spinner, type SpinnerProps } from './components/spinner';
export { PlainList, PlainListItem, type PlainListProps, type PlainListItemProps } from './components/plain-list';
