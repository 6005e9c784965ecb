import { fileNameFromDisposition } from '@/api/baseApi';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { call, loginAs } from '@tests/utils/apiClient';

// Seed: 1 pH, 2 Nitrate, 3 Nitrite released; 4 Ammonium Draft released before; 5 Phosphate
// Inactive; 6 Total hardness Draft never released (hidden).
const PH = 1;
const NITRATE = 2;
const AMMONIUM = 4;
const PHOSPHATE = 5;
const HARDNESS = 6;

const PNG = btoa(
  String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72),
);
const JPEG = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1));
const PACKAGE = btoa('strip package definition v1');
const FILES = {
  packageFile: PACKAGE,
  packageFileTextName: 'ph.pkg',
  preCountDownImage: PNG,
  preCountDownTextName: 'pre.png',
  postCountDownImage: JPEG,
  postCountDownTextName: 'post.jpg',
};
const CHECKED = { isHowToUpdated: true, isFaqUpdated: true, isNotificationUpdated: true };

const newParameter = (patch: Record<string, unknown> = {}) => ({
  name: 'Chlorine',
  displayedName: 'Free chlorine',
  stripCatNo: '1.17925.0001',
  parameterRange: '0-10',
  citationFormula: 'Cl,,2,,',
  unit: 'mg/l',
  status: 1,
  visible: true,
  audioSignal: false,
  postCountDownSignal: false,
  countdownTimer: 30,
  packageCounterStripInBox: 50,
  isHowToUpdated: false,
  isFaqUpdated: false,
  isNotificationUpdated: false,
  citation: 1,
  ...patch,
});

/** The stored parameter as a full PUT body, with changes. */
async function bodyOf(id: number, patch: Record<string, unknown> = {}) {
  const res = await call('GET', `/parameters/${id}`);
  expect(res.status).toBe(200);
  const { id: _id, isReleased: _r, createdAt: _c, updatedAt: _u, ...rest } = res.body;
  return { ...rest, ...patch };
}
const put = async (id: number, patch: Record<string, unknown>) =>
  call('PUT', `/parameters/${id}`, await bodyOf(id, patch));
const byPath = (body: { violations: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

describe('listParameterOverview', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/parameters/list')).status).toBe(401);
  });

  it('gives users the released, visible parameters with their own measurement counts', async () => {
    const me = await loginAs('user@example.com');
    const res = await call('GET', '/parameters/list');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    for (const item of res.body) {
      const count = db().results.filter(
        (r) => r.userId === me && r.deletedAt === null && r.parameterId === item.id,
      ).length;
      expect(item.parameterCount).toBe(count);
      expect(item.tested).toBe(count > 0 ? 'true' : 'false');
    }
    expect(res.body[0].parameterCount).toBeGreaterThan(0);
  });

  it('gives admins every parameter', async () => {
    await loginAs('admin@example.com');
    const res = await call('GET', '/parameters/list');
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.body.find((p: { id: number }) => p.id === PHOSPHATE).status).toBe(3);
  });
});

describe('listParameters and getParameter', () => {
  it('refuses anonymous callers and users', async () => {
    expect((await call('GET', '/parameters')).status).toBe(401);
    expect((await call('GET', '/parameters/1')).status).toBe(401);
    await loginAs('user@example.com');
    expect((await call('GET', '/parameters')).status).toBe(403);
    expect((await call('GET', '/parameters/1')).status).toBe(403);
  });

  it('pages the parameters (10 per page by default)', async () => {
    await loginAs('admin@example.com');
    const all = await call('GET', '/parameters');
    expect(all.body['hydra:totalItems']).toBe(6);
    expect(all.body['hydra:member']).toHaveLength(6);
    const page2 = await call('GET', '/parameters?page=2&itemsPerPage=2&pagination=true');
    expect(page2.body['hydra:member'].map((p: { id: number }) => p.id)).toEqual([3, 4]);
    expect(page2.body['hydra:totalItems']).toBe(6);
  });

  it('lists the parameters without the bodies of their files; one parameter has them', async () => {
    await loginAs('admin@example.com');
    const [ph] = (await call('GET', '/parameters?itemsPerPage=1&pagination=true')).body[
      'hydra:member'
    ];
    expect(ph).toMatchObject({ id: PH, preCountDownTextName: 'ph-pre-count-down.png' });
    for (const file of ['preCountDownImage', 'postCountDownImage', 'packageFile'])
      expect(ph).not.toHaveProperty(file);
    const one = (await call('GET', `/parameters/${PH}`)).body;
    expect(one.preCountDownImage).toMatch(/^iVBORw0KGgo/);
    expect(one.packageFile).toEqual(expect.any(String));
  });

  it('returns one parameter or 404', async () => {
    await loginAs('admin@example.com');
    const res = await call('GET', '/parameters/1');
    expect(res.body).toMatchObject({ id: 1, name: 'pH', status: 2, isReleased: true, citation: 1 });
    expect((await call('GET', '/parameters/999')).status).toBe(404);
  });
});

describe('createParameter', () => {
  it('refuses anonymous callers and users', async () => {
    expect((await call('POST', '/parameters', newParameter())).status).toBe(401);
    await loginAs('user@example.com');
    expect((await call('POST', '/parameters', newParameter())).status).toBe(403);
  });

  it('stores a new parameter as Draft', async () => {
    await loginAs('admin@example.com');
    const res = await call('POST', '/parameters', newParameter({ status: 3 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Chlorine',
      status: 1,
      isReleased: false,
      createdAt: now(),
      updatedAt: now(),
    });
    expect(db().parameters.find((p) => p.id === res.body.id)?.status).toBe(1);
  });

  it('needs only a name for a draft', async () => {
    await loginAs('admin@example.com');
    const res = await call(
      'POST',
      '/parameters',
      newParameter({ displayedName: '', stripCatNo: '' }),
    );
    expect(res.status).toBe(201);
    const bad = await call('POST', '/parameters', newParameter({ name: '' }));
    expect(bad.status).toBe(400);
    expect(byPath(bad.body)).toEqual({ name: 'Parameter name is required' });
  });

  it('stores a Draft even when Released is asked: releasing is a second step', async () => {
    await loginAs('admin@example.com');
    const complete = await call(
      'POST',
      '/parameters',
      newParameter({ status: 2, ...FILES, ...CHECKED }),
    );
    expect(complete.status).toBe(201);
    expect(complete.body).toMatchObject({
      status: 1,
      isReleased: false,
      packageFile: PACKAGE,
      preCountDownImage: PNG,
    });
    // the release checks do not apply to what is stored as a draft
    const incomplete = await call(
      'POST',
      '/parameters',
      newParameter({ status: 2, unit: '', postCountDownSignal: true }),
    );
    expect(incomplete.status).toBe(201);
    expect(incomplete.body).toMatchObject({ status: 1, isReleased: false });
  });

  it('needs positive counters', async () => {
    await loginAs('admin@example.com');
    const res = await call(
      'POST',
      '/parameters',
      newParameter({ countdownTimer: 0, packageCounterStripInBox: -1 }),
    );
    expect(res.status).toBe(400);
    expect(byPath(res.body)).toEqual({
      countdownTimer: 'Value must be positive',
      packageCounterStripInBox: 'Value must be positive',
    });
  });

  it('accepts PNG/JPEG images up to 2 MB only', async () => {
    await loginAs('admin@example.com');
    const gif = btoa('GIF89a..........');
    const res = await call('POST', '/parameters', newParameter({ preCountDownImage: gif }));
    expect(res.status).toBe(400);
    expect(byPath(res.body)).toEqual({
      preCountDownImage: 'There was a problem reading the selected file.',
    });
    const big = PNG + 'A'.repeat(2_800_000);
    const tooBig = await call('POST', '/parameters', newParameter({ postCountDownImage: big }));
    expect(byPath(tooBig.body)).toEqual({
      postCountDownImage: 'There was a problem reading the selected file.',
    });
    const ok = await call(
      'POST',
      '/parameters',
      newParameter({ preCountDownImage: `data:image/jpeg;base64,${JPEG}` }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.preCountDownImage).toBe(JPEG);
  });

  it('refuses a package file that is an image or larger than 200kb', async () => {
    await loginAs('admin@example.com');
    const image = await call('POST', '/parameters', newParameter({ packageFile: PNG }));
    expect(byPath(image.body)).toEqual({
      packageFile: 'There was a problem reading the selected file.',
    });
    const big = await call(
      'POST',
      '/parameters',
      newParameter({ packageFile: PACKAGE + 'A'.repeat(280_000) }),
    );
    expect(big.status).toBe(400);
    expect(byPath(big.body)).toEqual({
      packageFile: 'The Package file must not be larger than 200kb',
    });
  });

  it('refuses values of the wrong type', async () => {
    await loginAs('admin@example.com');
    const res = await call('POST', '/parameters', newParameter({ visible: 'yes' }));
    expect(res.status).toBe(400);
    expect(res.body.violations[0].propertyPath).toBe('visible');
  });
});

describe('setParameterVisibility', () => {
  it('refuses anonymous callers, users and unknown ids', async () => {
    expect((await call('PUT', `/parameters/${PH}/visibility`, { visible: false })).status).toBe(
      401,
    );
    await loginAs('user@example.com');
    expect((await call('PUT', `/parameters/${PH}/visibility`, { visible: false })).status).toBe(
      403,
    );
    await loginAs('admin@example.com');
    expect((await call('PUT', '/parameters/999/visibility', { visible: false })).status).toBe(404);
  });

  it('sets the visibility alone, in any status, and answers without the file bodies', async () => {
    await loginAs('admin@example.com');
    const before = { ...db().parameters.find((p) => p.id === PHOSPHATE)! };
    const res = await call('PUT', `/parameters/${PHOSPHATE}/visibility`, { visible: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: PHOSPHATE, status: 3, visible: false });
    expect(res.body).not.toHaveProperty('packageFile');
    const after = db().parameters.find((p) => p.id === PHOSPHATE)!;
    expect(after).toEqual({ ...before, visible: false, updatedAt: now() });
    // shown again, and a hidden draft shown
    expect(
      (await call('PUT', `/parameters/${PHOSPHATE}/visibility`, { visible: true })).body,
    ).toMatchObject({ visible: true });
    const draft = await call('PUT', `/parameters/${HARDNESS}/visibility`, { visible: true });
    expect(draft.body).toMatchObject({ status: 1, visible: true });
  });

  it('needs the flag as a boolean', async () => {
    await loginAs('admin@example.com');
    for (const body of [{}, { visible: 'yes' }, { visible: null }]) {
      const res = await call('PUT', `/parameters/${PH}/visibility`, body);
      expect(res.status).toBe(400);
    }
    expect(db().parameters.find((p) => p.id === PH)!.visible).toBe(true);
  });
});

describe('updateParameter: lifecycle', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('refuses anonymous callers, users and unknown ids', async () => {
    await call('POST', '/logout');
    expect((await call('PUT', '/parameters/6', newParameter())).status).toBe(401);
    await loginAs('user@example.com');
    expect((await call('PUT', '/parameters/6', newParameter())).status).toBe(403);
    await loginAs('admin@example.com');
    expect((await call('PUT', '/parameters/999', newParameter())).status).toBe(404);
  });

  it('Draft -> Draft saves changes and sets updatedAt', async () => {
    db().parameters.find((p) => p.id === HARDNESS)!.updatedAt = 0;
    const res = await put(HARDNESS, {
      name: 'Hardness',
      stripCatNo: 'X-1',
      unit: 'mmol/l',
      displayedName: 'GH',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Hardness',
      stripCatNo: 'X-1',
      unit: 'mmol/l',
      status: 1,
      updatedAt: now(),
    });
  });

  it('Draft -> Released needs the release rules, then sets isReleased', async () => {
    const incomplete = await put(HARDNESS, { status: 2 });
    expect(incomplete.status).toBe(400);
    expect(Object.keys(byPath(incomplete.body))).toEqual(
      expect.arrayContaining(['packageFile', 'preCountDownImage', 'isFaqUpdated']),
    );
    const res = await put(HARDNESS, { status: 2, ...FILES, ...CHECKED });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 2, isReleased: true });
  });

  it('Released -> Released updates and releases free fields', async () => {
    const res = await put(PH, { status: 2, displayedName: 'pH value', ...FILES, ...CHECKED });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 2, displayedName: 'pH value' });
  });

  it('stores a release with its three confirmations unchecked: the next release asks again', async () => {
    const first = await put(PH, { status: 2, displayedName: 'pH value', ...CHECKED });
    expect(first.status).toBe(200);
    const unchecked = { isHowToUpdated: false, isFaqUpdated: false, isNotificationUpdated: false };
    expect(first.body).toMatchObject({ status: 2, ...unchecked });
    expect(db().parameters.find((p) => p.id === PH)).toMatchObject(unchecked);
    // the stored parameter sent back as it is: a release without its confirmations
    const again = await put(PH, { displayedName: 'pH value (new strip)' });
    expect(again.status).toBe(400);
    expect(byPath(again.body)).toEqual({
      isHowToUpdated: 'You must accept HowTo Checkbox',
      isFaqUpdated: 'You must accept the FAQ Checkbox',
      isNotificationUpdated: 'You must accept Notification Checkbox',
    });
    // a draft saved with the boxes checked keeps them until its release
    const draft = await put(HARDNESS, { displayedName: 'GH', ...CHECKED });
    expect(draft.body).toMatchObject({ status: 1, ...CHECKED });
    const released = await put(HARDNESS, { status: 2, ...FILES });
    expect(released.body).toMatchObject({ status: 2, isReleased: true, ...unchecked });
    // a visibility flip or a deactivation changes no confirmation
    expect((await put(PH, { visible: false })).body).toMatchObject({
      visible: false,
      ...unchecked,
    });
    expect((await put(PH, { status: 3 })).status).toBe(200);
  });

  it('Released -> Inactive deactivates', async () => {
    const res = await put(PH, { status: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 3, isReleased: true });
  });

  it('refuses a deactivation that changes anything besides the status (422), storing nothing', async () => {
    const res = await put(PH, {
      status: 3,
      displayedName: 'pH (old)',
      errorMessage: 'Strip no longer sold.',
    });
    expect(res.status).toBe(422);
    expect(byPath(res.body)).toEqual({
      displayedName:
        'Name as displayed in app cannot be changed when the parameter is deactivated.',
      errorMessage: 'Error message cannot be changed when the parameter is deactivated.',
    });
    expect(db().parameters.find((p) => p.id === PH)).toMatchObject({
      status: 2,
      displayedName: 'pH',
    });
  });

  it("a deactivated parameter leaves the users' parameter list; their old results keep it", async () => {
    expect((await put(NITRATE, { status: 3 })).status).toBe(200);
    await call('POST', '/logout');
    await loginAs('user@example.com');
    const list = await call('GET', '/parameters/list');
    const names = (list.body as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(['pH', 'Nitrite']);
    const results = await call('GET', '/results?pagination=false');
    const member = (results.body as { 'hydra:member': { parameter: { name: string } }[] })[
      'hydra:member'
    ];
    expect(member.filter((r) => r.parameter.name === 'Nitrate').length).toBeGreaterThan(0);
  });

  it('Inactive -> Draft activates as draft and keeps isReleased', async () => {
    const res = await put(PHOSPHATE, { status: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, isReleased: true });
  });

  it.each([
    [PHOSPHATE, 2, 'The status cannot be changed from Inactive to Released.'],
    [PH, 1, 'The status cannot be changed from Released to Draft.'],
    [HARDNESS, 3, 'The status cannot be changed from Draft to Inactive.'],
    [AMMONIUM, 3, 'The status cannot be changed from Draft to Inactive.'],
  ])('refuses the illegal transition of %i to status %i (422)', async (id, status, message) => {
    const res = await put(id, { status, ...FILES, ...CHECKED });
    expect(res.status).toBe(422);
    expect(byPath(res.body).status).toBe(message);
    expect(db().parameters.find((p) => p.id === id)!.status).not.toBe(status);
  });

  it('refuses Inactive -> Inactive with changes', async () => {
    const res = await put(PHOSPHATE, { productUrl: 'https://example.com/new' });
    expect(res.status).toBe(422);
    expect(byPath(res.body).status).toBe('The status cannot be changed from Inactive to Inactive.');
  });
});

describe('updateParameter: locked fields', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it.each(['name', 'stripCatNo', 'parameterRange', 'unit', 'citationFormula'])(
    'locks %s of a released parameter',
    async (field) => {
      const res = await put(PH, { [field]: 'changed', ...FILES, ...CHECKED });
      expect(res.status).toBe(422);
      expect(Object.keys(byPath(res.body))).toEqual([field]);
      expect(res.body.violations[0].message).toMatch(/can no longer be changed\.$/);
    },
  );

  it.each(['name', 'stripCatNo', 'parameterRange', 'unit', 'citationFormula'])(
    'locks %s of a draft released before',
    async (field) => {
      const res = await put(AMMONIUM, { [field]: 'changed' });
      expect(res.status).toBe(422);
      expect(Object.keys(byPath(res.body))).toEqual([field]);
    },
  );

  it('keeps the name and catalogue number of a draft released before, and stores nothing', async () => {
    const res = await put(AMMONIUM, { name: 'NH4', stripCatNo: 'NEW-1', displayedName: 'NH4' });
    expect(res.status).toBe(422);
    expect(byPath(res.body)).toEqual({
      name: 'Parameter name can no longer be changed.',
      stripCatNo: 'Cat. No. can no longer be changed.',
    });
    expect(db().parameters.find((p) => p.id === AMMONIUM)).toMatchObject({
      name: 'Ammonium',
      stripCatNo: '1.10024.0001',
      displayedName: 'Ammonium',
    });
  });

  it('lets a draft never released change its name and catalogue number', async () => {
    const res = await put(HARDNESS, { name: 'GH', stripCatNo: 'NEW-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'GH', stripCatNo: 'NEW-1' });
  });

  it.each([
    ['displayedName', 'Other'],
    ['packageFile', PACKAGE],
    ['packageFileTextName', 'renamed.pkg'],
    ['countdownTimer', 99],
    ['audioSignal', false],
    ['postCountDownSignal', false],
    // stored unchecked since its release
    ['isHowToUpdated', true],
    ['isFaqUpdated', true],
    ['isNotificationUpdated', true],
    ['additionalInfo', 'changed'],
    ['name', 'changed'],
  ])('locks %s of an inactive parameter, even when activating as draft', async (field, value) => {
    const res = await put(PHOSPHATE, { status: 1, [field]: value });
    expect(res.status).toBe(422);
    expect(Object.keys(byPath(res.body))).toEqual([field]);
  });

  it('locks the package counter on every update', async () => {
    const res = await put(HARDNESS, { packageCounterStripInBox: 20 });
    expect(res.status).toBe(422);
    expect(byPath(res.body)).toEqual({
      packageCounterStripInBox: 'Package counter strips in box can no longer be changed.',
    });
  });

  it.each([PH, PHOSPHATE, HARDNESS])(
    'always allows a visibility flip (parameter %i)',
    async (id) => {
      const before = db().parameters.find((p) => p.id === id)!.visible;
      const res = await put(id, { visible: !before });
      expect(res.status).toBe(200);
      expect(res.body.visible).toBe(!before);
      expect(db().parameters.find((p) => p.id === id)!.visible).toBe(!before);
    },
  );
});

describe('getParameterFile', () => {
  it('refuses anonymous callers and users', async () => {
    expect((await call('GET', '/parameters/1/files/packageFile')).status).toBe(401);
    await loginAs('user@example.com');
    expect((await call('GET', '/parameters/1/files/packageFile')).status).toBe(403);
  });

  it('answers 404 when nothing is stored, for unknown kinds and ids', async () => {
    await loginAs('admin@example.com');
    // the draft never released has no files yet
    expect((await call('GET', `/parameters/${HARDNESS}/files/packageFile`)).status).toBe(404);
    expect((await call('GET', '/parameters/1/files/other')).status).toBe(404);
    expect((await call('GET', '/parameters/1/files/toString')).status).toBe(404);
    expect((await call('GET', '/parameters/999/files/packageFile')).status).toBe(404);
  });

  it('serves the seeded files of a released parameter', async () => {
    await loginAs('admin@example.com');
    const pre = await call('GET', '/parameters/1/files/preCountDownImage');
    expect(pre.headers.get('content-type')).toBe('image/png');
    expect(pre.headers.get('content-disposition')).toBe('inline; filename="ph-pre-count-down.png"');
    const pkg = await call('GET', '/parameters/1/files/packageFile');
    expect(await (pkg.body as Blob).text()).toMatch(/^StripScan package\ncat=1\.09535\.0001/);
  });

  it('serves stored images and the package file', async () => {
    await loginAs('admin@example.com');
    expect((await put(HARDNESS, FILES)).status).toBe(200);
    const pre = await call('GET', `/parameters/${HARDNESS}/files/preCountDownImage`);
    expect(pre.status).toBe(200);
    expect(pre.headers.get('content-type')).toBe('image/png');
    expect((pre.body as Blob).size).toBe(14);
    const post = await call('GET', `/parameters/${HARDNESS}/files/postCountDownImage`);
    expect(post.headers.get('content-type')).toBe('image/jpeg');
    const pkg = await call('GET', `/parameters/${HARDNESS}/files/packageFile`);
    expect(pkg.headers.get('content-type')).toBe('application/octet-stream');
    expect(pkg.headers.get('content-disposition')).toBe('attachment; filename="ph.pkg"');
    expect(await (pkg.body as Blob).text()).toBe('strip package definition v1');
  });

  it('serves files named in any script: an ASCII name and the name as it is (RFC 6266/5987)', async () => {
    await loginAs('admin@example.com');
    const names = {
      packageFileTextName: 'Plan €.pdf',
      preCountDownTextName: '測定 前.png',
      postCountDownTextName: 'after\u2028line.jpg',
    };
    expect((await put(HARDNESS, { ...FILES, ...names })).status).toBe(200);
    const file = (kind: string) => call('GET', `/parameters/${HARDNESS}/files/${kind}`);
    const pkg = await file('packageFile');
    expect(pkg.status).toBe(200);
    expect(pkg.headers.get('content-disposition')).toBe(
      `attachment; filename="Plan _.pdf"; filename*=UTF-8''Plan%20%E2%82%AC.pdf`,
    );
    // the name the app saves each under (src/api/baseApi.ts reads the header)
    const saved = async (kind: string) =>
      fileNameFromDisposition((await file(kind)).headers.get('content-disposition'));
    expect(await saved('packageFile')).toBe('Plan €.pdf');
    expect(await saved('preCountDownImage')).toBe('測定 前.png');
    expect(await saved('postCountDownImage')).toBe('after\u2028line.jpg');
  });
});
