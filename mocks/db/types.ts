/**
 * Records of the mock server's data store. These are the server's own rows (with password
 * hashes, tokens, owner ids); handlers turn them into the API shapes of openapi.yaml.
 * All timestamps are epoch SECONDS on the mock clock (see clock.ts). The records are declared
 * by concern (userTypes.ts, measurementTypes.ts, contentTypes.ts); import them from here.
 */
import type {
  BroadcastRecord,
  FaqCategoryRecord,
  FaqItemRecord,
  HowToItemRecord,
  OutboxMail,
} from './contentTypes';
import type {
  AnalysisRecord,
  ParameterRecord,
  ResultRecord,
  ShareRecord,
  TestStripPackageRecord,
} from './measurementTypes';
import type { LoginFailureRecord, SessionRecord, UserRecord } from './userTypes';

export type {
  BroadcastRecord,
  FaqCategoryRecord,
  FaqItemRecord,
  HowToItemRecord,
  OutboxMail,
} from './contentTypes';
export type {
  AnalysisRecord,
  ParameterRecord,
  ResultRecord,
  ShareRecord,
  TestStripPackageRecord,
} from './measurementTypes';
export type {
  DeviceRecord,
  ListName,
  LoginFailureRecord,
  SessionRecord,
  UserRecord,
} from './userTypes';

/**
 * A forced failure: '500' the server's error, '401' a session that ended, 'network' no answer at
 * all, 'malformed' a 200 whose body is not what the contract describes (an empty object: a
 * server bug the screens cannot show, which makes them crash into their error screens).
 */
export type ForcedFailure = '500' | '401' | 'network' | 'malformed';

export interface MockSettings {
  scenario: ScenarioName;
  /** seconds added to the reference date */
  clockOffset: number;
  /** artificial latency in ms for every response */
  latency: number;
  /** operationId (or '*' for all) -> failure to force */
  failures: Record<string, ForcedFailure>;
  /** country code returned by the companies search (X-Country-Code) */
  countryCode: string;
}

export type ScenarioName = 'default' | 'large';

export interface DbData {
  users: UserRecord[];
  sessions: SessionRecord[];
  parameters: ParameterRecord[];
  results: ResultRecord[];
  analyses: AnalysisRecord[];
  shares: ShareRecord[];
  broadcasts: BroadcastRecord[];
  packages: TestStripPackageRecord[];
  faqCategories: FaqCategoryRecord[];
  faqItems: FaqItemRecord[];
  howToItems: HowToItemRecord[];
  outbox: OutboxMail[];
  /** refused logins of the last 15 minutes (login throttling); absent in data stored before */
  loginFailures?: LoginFailureRecord[];
  /** the browser's cookie jar as the mock sees it in a browser: the session id or null (cookieJar.ts) */
  cookieSession: string | null;
  /** next id per table */
  sequences: Record<string, number>;
}
