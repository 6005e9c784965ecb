/**
 * The chunks the build groups modules into by hand (the rest is left to the bundler). Every
 * request costs a round trip on a slow network: the first page of a visitor, the login, loads a
 * handful of files, all named in its first HTML (see routeHints.ts).
 * - react-core: React, ReactDOM and the router, on every page's path: one chunk that compresses
 *   as a whole and stays the same from one deploy to the next.
 * - antd-core: antd's theme and CSS-in-JS runtime, with the grid and the small hooks nearly
 *   every component shares (not the parts only some components use: motions, the empty state,
 *   key codes).
 * - antd-popup: antd's popup machinery (@rc-component/trigger and portal), for the pages with a
 *   tooltip, menu, select or picker.
 * - app: the rest of what every page loads before its first paint (the entry's static imports):
 *   the app's composition, the store, the API client, the shells' antd components. Left alone,
 *   the bundler splits it into a dozen small files, each needed by every page.
 * - antd-form: antd's Form, Input, Password and Checkbox with their validator (the login's and
 *   every form's), without the Input variants only some pages use (TextArea, Search, OTP:
 *   antd-input-variants).
 * - app-common, auth: the small rules, messages and auth screen parts several pages share (one
 *   file each instead of one per module).
 * Each split costs gzip size and a request; each group here trades a little for every page it
 * serves against many small files on the first page's path. Groups taking modules alone
 * (includeDependenciesRecursively false) keep a few modules out of a chunk they would join.
 */
import { fileURLToPath, URL } from 'node:url';
import { handGroups, type ChunkGroup } from './handGroups.ts';
import { routeChunks } from './routeChunks.ts';

const nodeModule = (pattern: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${pattern}[\\\\/]`);

const REACT = nodeModule('(react|react-dom|scheduler|react-router|react-router-dom)');
const ANTD_CORE = nodeModule(
  '(@ant-design[\\\\/](colors|cssinjs|cssinjs-utils|fast-color)|antd[\\\\/]es[\\\\/](config-provider|theme|style|grid|_util[\\\\/](gapSize|zindexContext|responsiveObserver|hooks[\\\\/](useOrientation|useZIndex|useMergeSemantic|useForceUpdate)))|@rc-component[\\\\/]util)',
);
const NOT_ANTD_CORE =
  /defaultRenderEmpty|[\\/]motion[\\/](move|slide)|[\\/]util[\\/]es[\\/](KeyCode|proxyObject|mergeProps|Dom[\\/]styleChecker)/;
const ANTD_FORM = nodeModule(
  '(antd[\\\\/]es[\\\\/](form|input|checkbox)|@rc-component[\\\\/](form|input|async-validator|checkbox))',
);
/** The Input variants only some forms use. */
const INPUT_VARIANTS =
  /[\\/]antd[\\/]es[\\/]input[\\/](index|TextArea|Search|OTP|Group)|[\\/]@rc-component[\\/]input[\\/]es[\\/](TextArea|ResizableTextArea|calculateNodeHeight)/;

/**
 * Modules the build may leave out wherever nothing of them is used, though they run code when
 * loaded:
 * - packages without a `sideEffects` field whose modules have none: @rc-component/input (its
 *   index would keep TextArea wherever an Input shows), @rc-component/tree (antd's row
 *   selection imports its helpers through the index, which would keep the Tree component in the
 *   table's chunk graph; the minifier dropped its code, the bundle check would still count it)
 *   and @rc-component/virtual-list (its index exports `MockList`, a list for tests nothing
 *   imports, whose `displayName` line kept it as a 183-byte chunk that every page with a
 *   list or a select fetched);
 * - the API client's parts (src/api/generated/parts): each injects its tag's operations into the
 *   api, which only its own hooks and api use, so a part loads with the first chunk using it and
 *   the login does not carry the admin's operations.
 */
export const SIDE_EFFECT_FREE = new RegExp(
  `${nodeModule('@rc-component[\\\\/](input|tree|virtual-list)').source}|[\\\\/]src[\\\\/]api[\\\\/]generated[\\\\/]parts[\\\\/]`,
);

/** Route-level chunks for what the groups above leave (routeChunks.ts); its plugin places them. */
const ROUTE_CHUNKS = routeChunks(fileURLToPath(new URL('../src', import.meta.url)), () =>
  handGroups(CHUNK_GROUPS.filter((g) => g !== ROUTE_CHUNKS.group)),
);
export const routeChunksPlugin = ROUTE_CHUNKS.plugin;

export const CHUNK_GROUPS: ChunkGroup[] = [
  { name: 'react-core', priority: 40, test: REACT },
  {
    name: 'antd-core',
    priority: 30,
    test: (id: string) => ANTD_CORE.test(id) && !NOT_ANTD_CORE.test(id),
  },
  // Button's colours import antd's colour presets, which import Collapse (for a component no
  // page uses): kept out of the first load, it stays with the pages that show a Collapse
  {
    name: 'antd-collapse',
    priority: 25,
    includeDependenciesRecursively: false,
    test: nodeModule('(antd[\\\\/]es[\\\\/]collapse|@rc-component[\\\\/]collapse)'),
  },
  // antd's popup machinery, for the pages with a tooltip, menu, select or picker (not the login)
  {
    name: 'antd-popup',
    priority: 28,
    includeDependenciesRecursively: false,
    test: nodeModule('@rc-component[\\\\/](trigger|portal)'),
  },
  { name: 'app', priority: 20, tags: ['$initial'] },
  {
    // the Input variants only some forms use: kept out of antd-form (with nothing they import)
    name: 'antd-input-variants',
    priority: 16,
    includeDependenciesRecursively: false,
    test: INPUT_VARIANTS,
  },
  {
    name: 'antd-form',
    priority: 15,
    test: (id: string) => ANTD_FORM.test(id) && !INPUT_VARIANTS.test(id),
  },
  {
    name: 'app-common',
    priority: 10,
    test: /[\\/]src[\\/](domain[\\/](messages|accountRules)|api[\\/]generated[\\/](limits|patterns|minLengths)|shared[\\/]config[\\/]appLinks)\./,
  },
  {
    name: 'auth',
    priority: 10,
    test: /[\\/]src[\\/](features[\\/]auth[\\/](utils[\\/](authTexts|formRules)|components[\\/](AuthCard|Captcha))|shared[\\/]ui[\\/]PromoBanner)/,
  },
  ROUTE_CHUNKS.group,
];
