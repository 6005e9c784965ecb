/**
 * The Foundations pages' elevation and breakpoint tables: antd's shadow tokens drawn on the app's
 * page colour, and the widths at which the shell and the small-screen notice change.
 */
import {
  ADMIN_COMPACT_WIDTH,
  ADMIN_SIDE_NAV_WIDTH,
  USER_MOBILE_WIDTH,
  USER_NARROW_WIDTH,
  USER_SIDE_NAV_WIDTH,
} from '@/app/layout/shellLayout';
import { SMALL_SCREEN_TABLE_WIDTH, SMALL_SCREEN_WIDTH } from '@/shared/ui/SmallScreenNotice';
import { LAYOUT_COLORS } from '@/shared/ui/theme';
import { tokenValue, type TokenName } from './designTokens';

const SHADOWS: [TokenName, string][] = [
  [
    'boxShadowTertiary',
    'the lowest: a surface lifted a little (antd gives it to cards that respond to hover)',
  ],
  ['boxShadow', 'popups that belong to a control: select lists, date pickers, dropdown menus'],
  ['boxShadowSecondary', 'what floats over the page: dialogs, drawers, notifications'],
];

export function ElevationScale() {
  return (
    <div
      style={{
        display: 'flex',
        gap: 24,
        flexWrap: 'wrap',
        padding: 24,
        background: LAYOUT_COLORS.bodyBg,
      }}
    >
      {SHADOWS.map(([name, use]) => (
        <figure key={name} style={{ margin: 0, width: 220 }}>
          <div
            style={{
              height: 96,
              background: '#fff',
              borderRadius: 8,
              boxShadow: String(tokenValue(name)),
            }}
          />
          <figcaption style={{ marginTop: 12 }}>
            <code>{name}</code>: {use}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

const BREAKPOINTS: [number, string][] = [
  [SMALL_SCREEN_TABLE_WIDTH, 'below it, list screens (wide tables) show the small-screen notice'],
  [SMALL_SCREEN_WIDTH, 'below it, every other signed-in screen shows the small-screen notice'],
  [ADMIN_SIDE_NAV_WIDTH, "below it, the admin's side navigation moves behind the menu button"],
  [USER_SIDE_NAV_WIDTH, "below it, a user's side navigation moves behind the menu button"],
  [
    USER_MOBILE_WIDTH,
    "below it, a user's mobile menu (767 px and less); compact header, 12 px gutters",
  ],
  [ADMIN_COMPACT_WIDTH, "below it, the admin's mobile menu and compact header"],
  [USER_NARROW_WIDTH, "below it, the cards of a user's screens have 12 px inner spacing"],
];

export function BreakpointTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>width</th>
          <th>what changes</th>
        </tr>
      </thead>
      <tbody>
        {BREAKPOINTS.map(([width, change]) => (
          <tr key={width}>
            <td>{width} px</td>
            <td>{change}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
