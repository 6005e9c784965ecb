export { useSession, type Session, type SessionStatus } from './useSession';
export { useSessionBootstrap } from './useSessionBootstrap';
export {
  canAccess,
  accessFlags,
  isAdminUser,
  isRestrictedUser,
  type Policy,
  type AccessFlags,
} from './permissions';
export { useAccess } from './useAccess';
