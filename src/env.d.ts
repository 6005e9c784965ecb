/// <reference types="vite/client" />

/** True when the app is built with the in-browser mock backend (dev, build:demo, Storybook). */
declare const __API_MOCK__: boolean;

/** The open-source notices of the shipped packages, generated at build time (scripts/licenses.ts). */
declare module 'virtual:licenses' {
  const licenses: import('../scripts/licenses').LicenseEntry[];
  export default licenses;
}

/** The mock's default seed as JSON text, computed at build time (scripts/mockSeed.ts). */
declare module 'virtual:mock-default-seed' {
  const seedJson: string;
  export default seedJson;
}
