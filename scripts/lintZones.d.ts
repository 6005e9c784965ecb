/** The types of lintZones.js for the tests that read it (scripts/eslint-boundaries.test.ts). */

export interface BoundaryZone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  allowTypeImports?: boolean;
  message?: string;
}

export const layerZones: BoundaryZone[];
export const productionZones: BoundaryZone[];
export const mockLevelZones: BoundaryZone[];
export const handlerTagZones: BoundaryZone[];
export const modelZones: BoundaryZone[];
/** App code reaches the mock only through mocks/browser.ts and the controls panel. */
export const mockZone: BoundaryZone;
/** The mock imports from src only API types, generated contract data and src/domain. */
export const mockAppZone: BoundaryZone;
