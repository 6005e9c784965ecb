export { IdleSessionWatcher } from './IdleSessionWatcher';
export { IdleSessionDialog, IDLE_TEXTS } from './IdleSessionDialog';
export { useIdleSession, type IdleSession, type IdleSessionOptions } from './useIdleSession';
export {
  IdleSettingsProvider,
  useIdleSettings,
  DEFAULT_IDLE_SETTINGS,
  type IdleSettings,
} from './idleSettings';
export * from './idleMachine';
