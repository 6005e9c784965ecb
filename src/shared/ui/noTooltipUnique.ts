/**
 * antd ConfigProvider's `tooltip.unique` (one popup shared by every tooltip), left out
 * (scripts/antdLite.ts puts this in its place): the app never turns it on, and the provider that
 * serves it would bring antd's popup machinery to every page's first load, the login's included.
 */
export default function NoTooltipUnique(): never {
  throw new Error(
    "antd ConfigProvider's tooltip.unique is not part of this build (scripts/antdLite.ts)",
  );
}
