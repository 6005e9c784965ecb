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

/**
 * The list and the lookup are built on first use, not when the module loads: 250 name lookups
 * and a sort by name take a phone a tenth of a second, and the module travels in a chunk that
 * pages showing no country load too.
 */
let built: { list: readonly Country[]; byCode: Map<string, string> } | undefined;

function build() {
  if (built) return built;
  const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const byName = new Intl.Collator('en').compare;
  const list = ISO_CODES.map((code) => ({
    code,
    name: displayNames.of(code.toUpperCase()) ?? code.toUpperCase(),
  })).sort((a, b) => byName(a.name, b.name));
  built = { list, byCode: new Map(list.map((c) => [c.code, c.name])) };
  return built;
}

/** Every country, sorted by its English name. */
export const countries = (): readonly Country[] => build().list;

/** Display name of a country code (any case); the code itself when unknown, '' for none. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return build().byCode.get(code.toLowerCase()) ?? code;
}
