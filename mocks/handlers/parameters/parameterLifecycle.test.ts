/**
 * The parameter lifecycle as the server enforces it, table-driven over the seeded states
 * (a draft never released, a draft released before, a released and an inactive parameter):
 * every writable field changed by hand in every state, every status change (the form's
 * buttons) from every state, and a deactivation that changes more than the status. The expected locks are written out here, not computed by the
 * rules under test.
 */
import { call, loginAs } from '@tests/utils/apiClient';

const STATES = {
  'draft never released': 6,
  'draft released before': 4,
  released: 1,
  inactive: 5,
} as const;
type State = keyof typeof STATES;

const PNG = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 9));
const COMPLETE = {
  packageFile: btoa('another package'),
  packageFileTextName: 'x.pkg',
  preCountDownImage: PNG,
  preCountDownTextName: 'pre.png',
  postCountDownImage: PNG,
  postCountDownTextName: 'post.png',
  displayedName: 'Shown',
  stripCatNo: 'CAT-1',
  parameterRange: '0-10',
  unit: 'mg/l',
  citationFormula: 'X,,1,,',
  isHowToUpdated: true,
  isFaqUpdated: true,
  isNotificationUpdated: true,
};

const NAME: string[] = ['name', 'stripCatNo'];
const RELEASE: string[] = ['parameterRange', 'unit', 'citationFormula'];
const INACTIVE: string[] = [
  'displayedName',
  'packageFile',
  'packageFileTextName',
  'countdownTimer',
  'audioSignal',
  'postCountDownSignal',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
  'additionalInfo',
];
const LOCKED: Record<State, string[]> = {
  'draft never released': ['packageCounterStripInBox'],
  'draft released before': ['packageCounterStripInBox', ...NAME, ...RELEASE],
  released: ['packageCounterStripInBox', ...NAME, ...RELEASE],
  inactive: ['packageCounterStripInBox', ...NAME, ...RELEASE, ...INACTIVE],
};

const CHECKBOXES = ['isHowToUpdated', 'isFaqUpdated', 'isNotificationUpdated'];
const CONFIRMED = { isHowToUpdated: true, isFaqUpdated: true, isNotificationUpdated: true };
const FIELDS = [
  'name',
  'displayedName',
  'stripCatNo',
  'parameterRange',
  'citationFormula',
  'unit',
  'audioSignal',
  'postCountDownSignal',
  'countdownTimer',
  'packageCounterStripInBox',
  'productUrl',
  'outOfRangeEntryMin',
  'outOfRangeEntryMax',
  'errorMessage',
  'additionalInfo',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
  'preCountDownImage',
  'preCountDownTextName',
  'postCountDownImage',
  'postCountDownTextName',
  'packageFile',
  'packageFileTextName',
  'type',
];

async function stored(id: number) {
  const res = await call('GET', `/parameters/${id}`);
  const { id: _i, isReleased: _r, createdAt: _c, updatedAt: _u, ...body } = res.body;
  return body as Record<string, unknown>;
}

/** A value different from the stored one, valid for the field. */
function changed(field: string, current: unknown): unknown {
  if (field === 'type') return current === 0 ? 1 : 0;
  if (field === 'preCountDownImage' || field === 'postCountDownImage') return PNG;
  if (field === 'packageFile') return btoa(`package ${String(current).length}`);
  if (typeof current === 'boolean') return !current;
  if (typeof current === 'number') return current + 1;
  return `${String(current ?? '')}changed`;
}

describe('every field in every state', () => {
  beforeEach(() => loginAs('admin@example.com'));
  const rows = (Object.keys(STATES) as State[]).flatMap((state) =>
    FIELDS.map((field) => [state, field, LOCKED[state].includes(field)] as const),
  );
  it.each(rows)('%s: changing %s is refused = %s', async (state, field, locked) => {
    const body: Record<string, unknown> = {
      ...(await stored(STATES[state])),
      // an inactive parameter is only ever saved when it is activated as draft
      ...(state === 'inactive' ? { status: 1 } : {}),
      // a released parameter is saved by a release, which needs its three confirmations (a
      // release stores them unchecked)
      ...(state === 'released' ? CONFIRMED : {}),
    };
    const res = await call('PUT', `/parameters/${STATES[state]}`, {
      ...body,
      [field]: changed(field, body[field]),
    });
    if (locked) {
      expect(res.status).toBe(422);
      expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
        field,
      ]);
      expect(res.body.violations[0].message).toMatch(/ can no longer be changed\.$/);
    } else if (state === 'inactive') {
      // the rest is not locked for good, but 'Activate as draft' moves the status alone
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([
        {
          propertyPath: field,
          message: expect.stringMatching(
            / cannot be changed when the parameter is activated as draft\.$/,
          ),
        },
      ]);
    } else if (state === 'released' && CHECKBOXES.includes(field)) {
      // not locked, but a released parameter keeps needing its three confirmations
      expect(res.status).toBe(400);
      expect(res.body.violations[0].propertyPath).toBe(field);
    } else {
      expect(res.status).toBe(200);
    }
  });
});

describe('every status change from every state', () => {
  beforeEach(() => loginAs('admin@example.com'));
  // Draft(1) -> Draft, Released; Released(2) -> Released, Inactive; Inactive(3) -> Draft
  const allowed: Record<State, number[]> = {
    'draft never released': [1, 2],
    'draft released before': [1, 2],
    released: [2, 3],
    inactive: [1],
  };
  const rows = (Object.keys(STATES) as State[]).flatMap((state) =>
    [1, 2, 3].map((to) => [state, to, allowed[state].includes(to)] as const),
  );
  it.each(rows)('%s -> status %i allowed = %s', async (state, to, ok) => {
    const body = await stored(STATES[state]);
    // a release needs complete content; fields a state locks keep their stored values
    const complete = Object.fromEntries(
      Object.entries(COMPLETE).filter(([f]) => !LOCKED[state].includes(f)),
    );
    const res = await call('PUT', `/parameters/${STATES[state]}`, {
      ...body,
      ...(to === 2 ? complete : {}),
      // a real save (a PUT that changes nothing but visibility is a visibility flip); a
      // deactivation and an activation as draft change the status alone
      ...((state === 'released' && to === 3) || (state === 'inactive' && to === 1)
        ? {}
        : { productUrl: 'https://shop.example.com/new' }),
      status: to,
    });
    if (ok) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(to);
      // isReleased sticks once a parameter was released
      expect(res.body.isReleased).toBe(to === 2 || state !== 'draft never released');
    } else {
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([
        {
          propertyPath: 'status',
          message: expect.stringMatching(/^The status cannot be changed from /),
        },
      ]);
    }
  });
});

describe('a deactivation', () => {
  beforeEach(() => loginAs('admin@example.com'));
  it.each(FIELDS.filter((f) => !LOCKED.released.includes(f)))(
    'that also changes %s is refused (422 naming it)',
    async (field) => {
      const body = await stored(STATES.released);
      const res = await call('PUT', `/parameters/${STATES.released}`, {
        ...body,
        status: 3,
        [field]: changed(field, body[field]),
      });
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([
        {
          propertyPath: field,
          message: expect.stringMatching(/ cannot be changed when the parameter is deactivated\.$/),
        },
      ]);
    },
  );
});
