import {
  isDeactivation,
  isLegalTransition,
  lockedFields,
  PARAMETER_RULE_MESSAGES,
  type ParameterStatus,
} from './parameterRules';

describe('the status changes a parameter allows', () => {
  const legal: [ParameterStatus, ParameterStatus][] = [
    [1, 1],
    [1, 2],
    [2, 2],
    [2, 3],
    [3, 1],
  ];
  const illegal: [ParameterStatus, ParameterStatus][] = [
    [1, 3],
    [2, 1],
    [3, 2],
    [3, 3],
  ];
  it.each(legal)('allows %i -> %i', (from, to) => expect(isLegalTransition(from, to)).toBe(true));
  it.each(illegal)('refuses %i -> %i', (from, to) =>
    expect(isLegalTransition(from, to)).toBe(false),
  );
  it('calls only Released -> Inactive a deactivation', () => {
    expect(isDeactivation(2, 3)).toBe(true);
    for (const [from, to] of [...legal, ...illegal].filter(([f, t]) => !(f === 2 && t === 3)))
      expect(isDeactivation(from, to), `${from} -> ${to}`).toBe(false);
  });
});

describe('the fields a stored parameter locks', () => {
  const ONCE_RELEASED = ['name', 'stripCatNo', 'parameterRange', 'unit', 'citationFormula'];
  const INACTIVE = [
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
  const sorted = (fields: string[]) => [...fields].sort();

  it('a draft never released: only the package counter', () => {
    expect(lockedFields(1, false)).toEqual(['packageCounterStripInBox']);
  });
  it('a draft released before: also name, catalogue number, range, unit and citation', () => {
    expect(sorted(lockedFields(1, true))).toEqual(
      sorted(['packageCounterStripInBox', ...ONCE_RELEASED]),
    );
  });
  it('released: the same, the displayed name stays free', () => {
    expect(sorted(lockedFields(2, true))).toEqual(
      sorted(['packageCounterStripInBox', ...ONCE_RELEASED]),
    );
  });
  it('inactive: almost everything, the package file with its name; visibility stays free', () => {
    const locked = lockedFields(3, true);
    expect(sorted(locked)).toEqual(
      sorted(['packageCounterStripInBox', ...ONCE_RELEASED, ...INACTIVE]),
    );
    expect(locked).not.toContain('visible');
    expect(locked).not.toContain('status');
  });
});

it('names the field in its messages', () => {
  expect(PARAMETER_RULE_MESSAGES.locked('stripCatNo')).toBe('Cat. No. can no longer be changed.');
  expect(PARAMETER_RULE_MESSAGES.locked('packageFileTextName')).toBe(
    'Package file can no longer be changed.',
  );
  expect(PARAMETER_RULE_MESSAGES.transition(3, 2)).toBe(
    'The status cannot be changed from Inactive to Released.',
  );
  expect(PARAMETER_RULE_MESSAGES.required('countdownTimer')).toBe('Countdown time is required');
  expect(PARAMETER_RULE_MESSAGES.deactivation('unit')).toBe(
    'Unit cannot be changed when the parameter is deactivated.',
  );
});
