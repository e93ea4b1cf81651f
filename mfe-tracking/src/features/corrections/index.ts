// The feature's public API: other features import it from here only (eslint-rules/feature-public-index.mjs).
export { deleteActivity, useCorrectActivity, useDeleteActivity } from './api/activity-corrections';
export { deleteDeposit, deleteSession, useDeleteSession, useDepositCorrections, useSessionDetail } from './api/session-corrections';
export { DeleteNotice } from './components/delete-notice';
export { DepositList } from './components/deposit-list';
export { EntryEditForm, type EntryEdit, type EntryEditFormProps } from './components/entry-edit-form';
export { undoAction, withUndo, type UndoAdd } from './lib/undo-toast';
