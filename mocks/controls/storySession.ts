/**
 * Logs a demo account into the mock server for a story (or a test, or the `?mockLogin=` URL
 * control) without going through the login screen: it writes the server's side of a login
 * straight into the store (a session row and the browser's cookie), exactly what the `login`
 * handler would leave behind.
 *
 * Stories choose the account with a parameter; .storybook/preview.tsx calls this before each story:
 *   export const Loaded: Story = { parameters: { session: 'admin@example.com' } };
 *   export const LoggedOut: Story = { parameters: { session: null } };
 * Without the parameter a story runs as STORY_DEFAULT_SESSION (user@example.com).
 * The data comes from `parameters.scenario`: 'default' (the seed), 'large', 'empty'
 * (user@example.com without results, analyses and shares; see scenarios.empty) or 'longText'
 * (10,000-character names and comments; see scenarios.longText).
 * Anything else (failures, latency) goes in the story's `beforeEach`, which runs afterwards:
 *   beforeEach: () => scenarios.failing('listResults')
 *
 * The app's own notion of "who is logged in" (the stored user id of the session bootstrap) is
 * client state: the story decorator hands the returned user id to the app's providers.
 */
import { now } from '../db/clock';
import { setSessionCookie } from '../db/cookieJar';
import { db } from '../db/store';
import { scenarios } from '../scenarios';
import { isAdmin } from '@/domain/roles';

export type StorySession = 'user@example.com' | 'admin@example.com' | (string & {}) | null;

export const STORY_DEFAULT_SESSION: StorySession = 'user@example.com';
export const STORY_DEVICE_ID = 'storybook';

export interface StorySessionInfo {
  userId: number;
  email: string;
  isAdmin: boolean;
}

/** Starts a server session for `email` (null = log out); returns who is logged in. */
export function startStorySession(email: StorySession): StorySessionInfo | null {
  const d = db();
  if (email === null) {
    setSessionCookie(null);
    return null;
  }
  const user = d.users.find((u) => u.email === email && u.deletedAt === null);
  if (!user) throw new Error(`startStorySession: no demo account ${email}`);
  const id = `${STORY_DEVICE_ID}-${user.id}`;
  d.sessions = d.sessions.filter((s) => s.id !== id);
  d.sessions.push({ id, userId: user.id, deviceId: STORY_DEVICE_ID, createdAt: now() });
  setSessionCookie(id);
  return { userId: user.id, email: user.email, isAdmin: isAdmin(user) };
}

export type StoryScenario = 'default' | 'large' | 'empty' | 'longText';

export interface StoryMockParameters {
  scenario?: StoryScenario;
  session?: StorySession;
}

/** A fresh store for one story: reseed (frozen clock), apply the scenario, log the account in. */
export function prepareStoryMock(parameters: StoryMockParameters): StorySessionInfo | null {
  const scenario = parameters.scenario ?? 'default';
  scenarios.reset(scenario === 'large' ? 'large' : 'default');
  if (scenario === 'empty') scenarios.empty();
  if (scenario === 'longText') scenarios.longText();
  return startStorySession(
    'session' in parameters ? (parameters.session ?? null) : STORY_DEFAULT_SESSION,
  );
}
