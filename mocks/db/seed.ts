/**
 * The deterministic seed of the mock server's store. Same scenario -> deep-equal data: faker is
 * seeded with a fixed number (and re-seeded per section, so the larger result history of the
 * 'large' scenario does not shift the other sections), and all dates derive from REFERENCE_SECONDS.
 * Ids: demo users 1-6 (user, admin, restricted, new, pending, expired), then ~40 generated users.
 */
import { faker } from '@faker-js/faker';
import { REFERENCE_SECONDS } from './clock';
import { seedAnalyses } from './seedData/analyses';
import { seedBroadcasts, seedOutbox, seedPackages } from './seedData/content';
import { seedFaq, seedHowTo } from './seedData/help';
import { seedGeneratedResults, seedRestrictedResults } from './seedData/otherResults';
import { seedParameters } from './seedData/parameters';
import { ResultFactory } from './seedData/resultFactory';
import { reseed, SEED } from './seedData/rng';
import { seedShares } from './seedData/shares';
import { seedUserResults } from './seedData/userResults';
import {
  ADMIN_ID,
  PENDING_ID,
  RESTRICTED_ID,
  seedDemoUsers,
  seedFakerUsers,
  USER_ID,
} from './seedData/users';
import type { DbData, ScenarioName } from './types';

export { ADMIN_ID, EXPIRED_ID, NEW_ID, PENDING_ID, RESTRICTED_ID, USER_ID } from './seedData/users';

const GENERATED_USERS = 40;

const maxId = (rows: { id: number }[]) => rows.reduce((m, r) => Math.max(m, r.id), 0);

export function seed(scenario: ScenarioName): DbData {
  faker.seed(SEED);
  const ref = REFERENCE_SECONDS;

  const parameters = seedParameters(ref);
  reseed(1);
  const demo = seedDemoUsers(ref);
  reseed(2);
  const generated = seedFakerUsers(ref, demo.length + 1, GENERATED_USERS);
  const users = [...demo, ...generated];

  reseed(3);
  const factory = new ResultFactory(ref, parameters);
  const mine = seedUserResults(ref, factory, scenario);
  reseed(4);
  const restricted = seedRestrictedResults(ref, factory, RESTRICTED_ID);
  reseed(5);
  const others = seedGeneratedResults(ref, factory, generated);
  const results = [...mine, ...restricted, ...others];

  const analyses = seedAnalyses(ref, results, USER_ID, RESTRICTED_ID, generated[0].id);
  reseed(6);
  // generated users 0 and 2 have results (every second one has)
  const shares = seedShares(ref, analyses, results, {
    user: USER_ID,
    others: [generated[0].id, generated[2].id],
  });

  const broadcasts = seedBroadcasts(ref, ADMIN_ID, [USER_ID, RESTRICTED_ID]);
  const packages = seedPackages(ref, USER_ID);
  const { categories: faqCategories, items: faqItems } = seedFaq();
  const howToItems = seedHowTo();
  const outbox = seedOutbox(users.find((u) => u.id === PENDING_ID)!);

  return {
    users,
    sessions: [],
    parameters,
    results,
    analyses,
    shares,
    broadcasts,
    packages,
    faqCategories,
    faqItems,
    howToItems,
    outbox,
    loginFailures: [],
    cookieSession: null,
    sequences: {
      users: maxId(users),
      results: maxId(results),
      parameters: maxId(parameters),
      analyses: maxId(analyses),
      broadcasts: maxId(broadcasts),
      packages: maxId(packages),
      faqCategories: maxId(faqCategories),
      faqItems: maxId(faqItems),
      howToItems: maxId(howToItems),
      outbox: maxId(outbox),
      sessions: 0,
    },
  };
}
