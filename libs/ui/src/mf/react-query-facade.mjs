// The part of @tanstack/react-query this product uses, provided to the share scope as
// '@tanstack/react-query' (a shared module is provided whole; see shared-config.cjs). The full
// module is reached through an alias so this file's own import is not consumed as shared itself.
// Add an export here before using it in an app: libs/ui/src/mf/shared-imports.test.ts checks.
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '__tally_react_query_full__';
