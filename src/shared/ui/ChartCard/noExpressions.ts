/**
 * No expression strings in the charts' options ('{a.value > 10}'): every option here is a value
 * or a function. scripts/g2Lite.ts puts this module in the place of G2's expression compiler.
 */
export function compile(expression: string): never {
  throw new Error(`Chart options take functions, not expressions: {${expression}}`);
}
