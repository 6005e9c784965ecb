/**
 * The signed-in session: the user and the parameter list (useSession), the bootstrap that
 * restores a stored session, the permission flags, starting and ending a session, and the report
 * of a failed call (a 401 ends the session). The lowest entity: it imports no other entity.
 * The app's entry chunk loads this file, so what only some screens need is imported from its
 * own file (`./SessionFailed`: a session that failed to load); so is the state the store keeps
 * (`./sessionSlice`) and the browser's copy of it (`./storage`).
 */
export { useSession, type Session, type SessionStatus } from './useSession';
export { useSessionBootstrap, SESSION_NOT_RESTORED } from './useSessionBootstrap';
export { useAccess } from './useAccess';
export { startSession, endSession } from './sessionActions';
export { reportApiError } from './reportApiError';
