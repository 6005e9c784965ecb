import { policyApi as api } from '../../policies/achievements';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAchievements: build.query<ListAchievementsApiResponse, ListAchievementsApiArg>({
      query: () => ({ url: `/achievements` }),
    }),
    getUserAchievements: build.query<GetUserAchievementsApiResponse, GetUserAchievementsApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.userId}/achievements` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as achievementsApi };
export type ListAchievementsApiResponse = /** status 200 All achievements. */ AchievementCollection;
export type ListAchievementsApiArg = void;
export type GetUserAchievementsApiResponse =
  /** status 200 The user's achievements (`achievedAt` set). */ AchievementCollection;
export type GetUserAchievementsApiArg = {
  /** User id. */
  userId: number;
};
export type Achievement = {
  id: number;
  key:
    | 'collector'
    | 'consistency'
    | 'decuplicate'
    | 'double_threat'
    | 'early_bird'
    | 'five_day_streak'
    | 'ten_day_streak'
    | 'fifteen_day_streak'
    | 'five_in_a_row'
    | 'traveler'
    | 'triple_digits'
    | 'wanderer';
  name: string;
  description: string;
  /** Always empty. */
  eventDescription: string;
  /** Epoch seconds when earned; null/absent when not earned. */
  achievedAt?: number | null;
};
export type AchievementCollection = {
  'hydra:member': Achievement[];
  'hydra:totalItems': number;
};
export type ErrorMessage = {
  message: string;
  code?: number;
};
export type Violation = {
  /** Field the violation refers to (empty for the whole object). */
  propertyPath: string;
  message: string;
};
export type ValidationError = {
  'hydra:title'?: string;
  'hydra:description'?: string;
  message?: string;
  violations: Violation[];
};
export const {
  useListAchievementsQuery,
  useLazyListAchievementsQuery,
  useGetUserAchievementsQuery,
  useLazyGetUserAchievementsQuery,
} = injectedRtkApi;
