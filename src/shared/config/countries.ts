/**
 * Country lookup (spec 1, section 3): a two-letter lowercase code mapped to an English display
 * name, about 250 regions. The codes are ISO 3166-1 alpha-2 (plus Kosovo, 'xk'); the names come
 * from the browser's `Intl.DisplayNames`, so no name list has to be maintained here.
 */
const ISO_CODES = `
ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs
bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee
eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm
hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc
li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na
nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw
sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm tn to
tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws xk ye yt za zm zw`
  .trim()
  .split(/\s+/);

export interface Country {
  /** two-letter lowercase code */
  code: string;
  name: string;
}

const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const countries: Country[] = ISO_CODES.map((code) => ({
  code,
  name: displayNames.of(code.toUpperCase()) ?? code.toUpperCase(),
})).sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byCode = new Map(countries.map((c) => [c.code, c.name]));

/** Display name of a country code (any case); the code itself when unknown, '' for none. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return byCode.get(code.toLowerCase()) ?? code;
}

/** Options for an antd Select, sorted by name. */
export const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));
