/**
 * Public surface of the notifications feature: the panel the app layer puts into the bell, whose
 * code loads when the bell is first opened.
 */
export { LazyNotificationPanel } from './components/LazyNotificationPanel';
