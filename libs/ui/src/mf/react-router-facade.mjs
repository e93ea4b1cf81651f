// The part of react-router this product uses, provided to the share scope as 'react-router'.
// A shared module cannot be tree-shaken (any remote might use any export), and the whole
// react-router 8 entry is about 70 KB gzip; this subset is about 15 KB. The full module is reached
// through an alias so this file's own import is not itself consumed as the shared 'react-router'.
// Add an export here before using it in an app: libs/ui/src/mf/shared-imports.test.ts checks.
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from '__tally_react_router_full__';
