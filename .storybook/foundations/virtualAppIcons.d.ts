/** The icons the app uses (see appIcons.ts). */
declare module 'virtual:app-icons' {
  import type { ComponentType } from 'react';

  export const appIcons: {
    name: string;
    Icon: ComponentType<{ style?: React.CSSProperties }>;
    usedIn: string[];
  }[];
}
