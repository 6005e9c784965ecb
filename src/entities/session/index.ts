/**
 * The signed-in session: the user and the parameter list (useSession), the bootstrap that
 * restores a stored session, the permission flags, starting and ending a session, the one way a
 * failed call is reported (a 401 ends the session) and the table whose settings live on the
 * user's record. The lowest entity: it imports no other entity.
 */
export { useSession, type Session, type SessionStatus } from './useSession';
export { useSessionBootstrap, SESSION_NOT_RESTORED } from './useSessionBootstrap';
export { useAccess } from './useAccess';
export { startSession, endSession } from './sessionActions';
export { reportApiError } from './reportApiError';
export {
  showFormErrors,
  splitViolations,
  useFormErrors,
  useReportApiError,
  type FieldErrors,
} from './formErrors';
export { SettingsDataTable, type SettingsDataTableProps } from './SettingsDataTable';
