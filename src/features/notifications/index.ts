/** Public surface of the notifications feature: the panel the app layer puts into the bell. */
export { NotificationPanel } from './components/NotificationPanel';
