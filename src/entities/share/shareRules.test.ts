import { absoluteShareLink, expiringIn, recipientErrors, recipientsToSend } from './shareRules';

describe('recipients', () => {
  it('flags invalid addresses and later duplicates (without case); empty rows pass', () => {
    expect(
      recipientErrors(['ann@example.com', '', 'not-an-address', 'ANN@example.com ', 'a@b']),
    ).toEqual([null, null, 'Invalid e-mail', 'Duplicate e-mail', 'Invalid e-mail']);
    // the server's grammar: 'a..b@example.com' is refused, 'a@b.c' accepted
    expect(recipientErrors(['a..b@example.com', 'a@b.c'])).toEqual(['Invalid e-mail', null]);
  });

  it('sends the trimmed non-empty rows', () => {
    expect(recipientsToSend([' ann@example.com ', '', '  ', 'bob@example.com'])).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });
});

describe('expiringIn', () => {
  const now = 1_700_000_000;
  it('counts whole days left, says expired once past, and - for dynamic links', () => {
    expect(expiringIn(now + 30 * 86400, now)).toBe('30 days');
    expect(expiringIn(now + 86400 * 29 + 1, now)).toBe('30 days');
    expect(expiringIn(now + 60, now)).toBe('1 day');
    expect(expiringIn(now, now)).toBe('expired');
    expect(expiringIn(now - 1, now)).toBe('expired');
    expect(expiringIn(null, now)).toBe('-');
  });
});

it('makes the server path a full address on this site', () => {
  expect(absoluteShareLink('/share/snapshot/results/ab12', 'https://app.example')).toBe(
    'https://app.example/share/snapshot/results/ab12',
  );
  expect(absoluteShareLink('https://x.example/share/a', 'https://app.example')).toBe(
    'https://x.example/share/a',
  );
});
