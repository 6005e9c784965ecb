/**
 * antd Table's tree-mode column filter, left out (scripts/antdLite.ts puts this in its
 * place): tables here filter in their own dialog and give antd no column filters.
 */
export default function NoTreeFilter(): never {
  throw new Error("antd Table's tree filter is not part of this build (scripts/antdLite.ts)");
}
