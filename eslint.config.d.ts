/** The types of eslint.config.js for the tests that read it (scripts/eslint-boundaries.test.ts). */
import type { Linter } from 'eslint';

declare const config: Linter.Config[];
export default config;
