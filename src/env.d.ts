/// <reference types="vite/client" />

/** True when the app is built with the in-browser mock backend (dev, build:demo, Storybook). */
declare const __API_MOCK__: boolean;
