import { onDemand } from '@/shared/ui/onDemand';

// The menu drawer of narrow windows opens on the menu button: its code (antd's Drawer) loads
// with the first click, or when the pointer or the focus reaches the button.
export const MobileMenu = onDemand(() => import('./MobileMenu').then((m) => m.MobileMenu));
