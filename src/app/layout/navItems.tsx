/**
 * The shell's navigation entries (spec 1 section 2.2, spec 3 section 1): side tabs and mobile
 * menu for users and admins. `match` lists the path prefixes that highlight an entry.
 */
import {
  BarChartOutlined,
  BellOutlined,
  ExperimentOutlined,
  HomeOutlined,
  LineChartOutlined,
  LinkOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { paths } from '@/shared/config/paths';

export interface NavItem {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  match: string[];
}

const userHome: NavItem = {
  key: 'home',
  label: 'Home',
  to: paths.dashboard,
  icon: <HomeOutlined />,
  match: [paths.dashboard],
};
const results: NavItem = {
  key: 'results',
  label: 'Results',
  to: paths.results,
  icon: <ExperimentOutlined />,
  match: [paths.results, '/image'],
};
const analyses: NavItem = {
  key: 'analyses',
  label: 'Analyses',
  to: paths.analyses,
  icon: <LineChartOutlined />,
  match: [paths.analyses],
};
const links = (label: string): NavItem => ({
  key: 'links',
  label,
  to: paths.manageShareLinks(),
  icon: <LinkOutlined />,
  match: ['/manage-share-links'],
});

/** Home also marks the lists its tiles lead to (users, result lists, analyses). */
const adminHome: NavItem = {
  key: 'home',
  label: 'Home',
  to: paths.adminHome,
  icon: <HomeOutlined />,
  match: [paths.adminHome, paths.adminUsers, '/admin/result-list', paths.adminAnalyses],
};
const parameters: NavItem = {
  key: 'parameters',
  label: 'Manage Parameter',
  to: paths.adminParameters,
  icon: <SettingOutlined />,
  match: [paths.adminParameters, paths.adminAddParameter, '/admin/editParameter'],
};
const notifications: NavItem = {
  key: 'notifications',
  label: 'Notifications',
  to: paths.adminNotifications,
  icon: <BellOutlined />,
  match: ['/admin/notification'],
};
const help: NavItem = {
  key: 'help',
  label: 'Help',
  to: paths.adminHelp,
  icon: <QuestionCircleOutlined />,
  match: [paths.adminHelp, paths.adminFaqEdit, paths.adminHowToEdit],
};
const monitoring: NavItem = {
  key: 'monitoring',
  label: 'Monitoring',
  to: paths.adminMonitoring,
  icon: <BarChartOutlined />,
  match: [paths.adminMonitoring],
};

export const userSideTabs: NavItem[] = [userHome, results, analyses, links('Manage Links')];
export const adminSideTabs: NavItem[] = [adminHome, parameters, notifications, help, monitoring];
export const userMobileItems: NavItem[] = [userHome, results, analyses, links('Shared Links')];
export const adminMobileItems: NavItem[] = [adminHome, parameters, notifications, help];

export const sideTabs = (isAdmin: boolean) => (isAdmin ? adminSideTabs : userSideTabs);
export const mobileItems = (isAdmin: boolean) => (isAdmin ? adminMobileItems : userMobileItems);

/** Key of the entry whose longest path prefix matches; none when nothing matches. */
export function selectedNavKey(pathname: string, items: NavItem[]): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of items) {
    for (const prefix of item.match) {
      if (pathname.startsWith(prefix) && (!best || prefix.length > best.length))
        best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key;
}
