import { captchaMatches, drawCaptcha, randomCaptchaCode } from './captcha';

describe('captcha code', () => {
  it('has 4 alphanumeric characters', () => {
    for (let i = 0; i < 50; i += 1) expect(randomCaptchaCode()).toMatch(/^[A-Za-z0-9]{4}$/);
  });

  it('is random', () => {
    const codes = new Set(Array.from({ length: 20 }, () => randomCaptchaCode()));
    expect(codes.size).toBeGreaterThan(15);
  });

  it('compares case-insensitively', () => {
    expect(captchaMatches('aB3x', 'Ab3X')).toBe(true);
    expect(captchaMatches(' ab3x ', 'AB3X')).toBe(true);
    expect(captchaMatches('ab3y', 'AB3X')).toBe(false);
    expect(captchaMatches('', 'AB3X')).toBe(false);
    expect(captchaMatches(undefined, 'AB3X')).toBe(false);
  });

  it('draws every character on the canvas', () => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 100;
    const ctx = canvas.getContext('2d')!;
    const fillText = vi.spyOn(ctx, 'fillText');
    drawCaptcha(canvas, 'Q7kZ');
    expect(fillText.mock.calls.map((c) => c[0])).toEqual(['Q', '7', 'k', 'Z']);
  });
});
