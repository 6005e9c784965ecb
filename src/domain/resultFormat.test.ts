import { formatCoordinates, plainCitation, readingCode, readingPrefix } from './resultFormat';

describe('coordinates', () => {
  it('read as degrees and minutes with one decimal and the hemispheres', () => {
    expect(formatCoordinates(48.1383, 11.575)).toBe("48°8.3'N 11°34.5'E");
    expect(formatCoordinates(-33.8688, -151.2093)).toBe("33°52.1'S 151°12.6'W");
    expect(formatCoordinates(-33.8688, -70.5)).toBe("33°52.1'S 70°30.0'W");
    expect(formatCoordinates(null, 3)).toBeNull();
    expect(formatCoordinates(3, undefined)).toBeNull();
  });

  it('roll 60 minutes over to the next degree', () => {
    expect(formatCoordinates(10.99999, 0)).toBe("11°0.0'N 0°0.0'E");
  });
});

describe('reading codes', () => {
  it('are the three digits that start the message', () => {
    expect(readingCode('501 - Value below range')).toBe(501);
    expect(readingCode(' 403 - NO2 detected')).toBe(403);
    expect(readingCode('Value below range')).toBeNull();
    expect(readingCode(null)).toBeNull();
  });

  it("prefix the value: 501 '<', 502 '>', 403 '!', others none", () => {
    expect(readingPrefix('501 - Value below range')).toBe('<');
    expect(readingPrefix('502 - Value above range')).toBe('>');
    expect(readingPrefix('403 - NO2 detected')).toBe('!');
    expect(readingPrefix('401 - Something')).toBe('');
    expect(readingPrefix('402 - Something')).toBe('');
    expect(readingPrefix(null)).toBe('');
  });
});

it('reads a citation formula as plain text without its marks', () => {
  expect(plainCitation('NO__3__-')).toBe('NO3-');
  expect(plainCitation('NO,,3,,__-__')).toBe('NO3-');
  expect(plainCitation('NH,,4,,__+__')).toBe('NH4+');
  expect(plainCitation('a__b,,c')).toBe('a__b,,c');
  expect(plainCitation('pH')).toBe('pH');
});
