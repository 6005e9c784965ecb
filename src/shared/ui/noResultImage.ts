/**
 * antd Result's illustrations of status 403 and 500, left out (scripts/antdLite.ts puts this in
 * their place): no screen here shows them, and they cost every page about 5 kB of gzip.
 */
export default function NoResultImage(): never {
  throw new Error("antd Result's 403 and 500 illustrations are not part of this build");
}
