/** WCAG contrast of a colour against a background (an rgba colour is blended over it first). */
type Rgb = [number, number, number];

function parse(colour: string): { rgb: Rgb; alpha: number } | null {
  const hex = colour.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i);
  if (hex) {
    let h = hex[1];
    if (h.length === 3) h = [...h].map((c) => c + c).join('');
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return { rgb: [n(0), n(2), n(4)], alpha: h.length === 8 ? n(6) / 255 : 1 };
  }
  const rgba = colour.match(/^rgba?\(([^)]+)\)$/i);
  if (!rgba) return null;
  const [r, g, b, a = '1'] = rgba[1].split(',').map((p) => p.trim());
  return { rgb: [Number(r), Number(g), Number(b)], alpha: Number(a) };
}

const luminance = ([r, g, b]: Rgb) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** The contrast ratio (1 to 21) of `colour` on `background`, or null if either is unreadable. */
export function contrastRatio(colour: string, background = '#ffffff'): number | null {
  const fg = parse(colour);
  const bg = parse(background);
  if (!fg || !bg) return null;
  const blended = fg.rgb.map((c, i) => c * fg.alpha + bg.rgb[i] * (1 - fg.alpha)) as Rgb;
  const [hi, lo] = [luminance(blended), luminance(bg.rgb)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}
