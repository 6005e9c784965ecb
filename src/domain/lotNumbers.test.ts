import { isValidPackageLot, isValidResultLot, lotOrNull } from './lotNumbers';

describe("a package's lot number: HC and six digits, or ten digits; may be empty", () => {
  it.each(['', '   ', null, undefined, 'HC123456', '1234567890', ' HC000001 '])(
    'accepts %j',
    (lot) => expect(isValidPackageLot(lot)).toBe(true),
  );
  it.each(['AB123456', 'hc123456', 'HC12345', 'HC1234567', '123456789', '12345678901', 'x'])(
    'refuses %j',
    (lot) => expect(isValidPackageLot(lot)).toBe(false),
  );
});

describe("a result's test strip lot number: two letters and six digits, or ten digits", () => {
  it.each(['', ' ', null, 'HC123456', 'AB123456', 'ab654321', '1234567890', ' 1234567890 '])(
    'accepts %j',
    (lot) => expect(isValidResultLot(lot)).toBe(true),
  );
  it.each(['HC12345', 'A1234567', 'H1234567', 'ABC12345', '123456789', 'ÄB123456', 'AB 123456'])(
    'refuses %j',
    (lot) => expect(isValidResultLot(lot)).toBe(false),
  );
});

it('stores a lot number trimmed, or null when empty', () => {
  expect(lotOrNull(' HC123456 ')).toBe('HC123456');
  expect(lotOrNull('  ')).toBeNull();
  expect(lotOrNull(undefined)).toBeNull();
});
