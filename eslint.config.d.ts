/** The types of eslint.config.js for the tests that read it (scripts/eslint-boundaries.test.ts). */
import type { Linter } from 'eslint';

export interface BoundaryZone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  allowTypeImports?: boolean;
  message?: string;
}

/** The mock's zone, written but not enforced yet (see eslint.config.js). */
export const mockAppZone: BoundaryZone;

declare const config: Linter.Config[];
export default config;
