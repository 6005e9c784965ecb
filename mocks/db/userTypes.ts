/** Records of users and their sessions (see types.ts for the store as a whole). */
export type ListName =
  'result' | 'analysis' | 'notification' | 'user' | 'successfulResult' | 'discardedResult';

export interface DeviceRecord {
  deviceId: string;
  deviceName: string;
  creationDate: number;
}

export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  roles: string[]; // ROLE_USER, ROLE_ADMIN, ROLE_RESTRICTED
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  companyAdress: string | null;
  companyCity: string | null;
  companyPostalCode: string | null;
  companyCountry: string | null;
  companyPhone: string | null;
  segment: number;
  segmentDepartment: string | null;
  segmentWorkgroup: string | null;
  segmentPosition: number;
  isActivated: boolean;
  registrationDate: number;
  /** confirmation link token and when it was issued (valid 24 h) */
  confirmationToken: string | null;
  confirmationTokenCreatedAt: number | null;
  /** last time a confirmation mail was resent (once per 15 min) */
  confirmationResentAt: number | null;
  passwordResetToken: string | null;
  passwordResetRequestedAt: number | null;
  newsletterActive: boolean;
  newsletterToken: string | null;
  newsletterTokenCreatedAt: number | null;
  /** profile image as a data URL, or null */
  image: string | null;
  imageUpdateDate: number | null;
  loggedInDevices: DeviceRecord[];
  listMetadata: Partial<Record<ListName, string | null>>;
  /** soft-deleted: inaccessible at once (spec: physically removed within 30 days) */
  deletedAt: number | null;
}

export interface SessionRecord {
  id: string;
  userId: number;
  deviceId: string;
  createdAt: number;
  /**
   * the last request of the session, to the minute (model/users/sessions.ts: it ends after a
   * while without one); absent in sessions stored before, whose createdAt stands in
   */
  lastSeenAt?: number;
}

/** A refused login (wrong password or unknown e-mail), kept 15 minutes for login throttling. */
export interface LoginFailureRecord {
  /** the e-mail as tried, trimmed and in lower case */
  email: string;
  /**
   * the client that tried (its address; model/users/loginThrottle.ts): absent in refusals stored
   * before clients were counted, which then count for none
   */
  client?: string;
  at: number;
}
