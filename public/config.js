/*
 * The host's settings, which the app reads before it starts (src/shared/config/runtimeConfig.ts):
 * what a plain static host serves, with error reporting and analytics off. The production image's
 * nginx answers /config.js itself, from the container's environment (docs/deployment.md).
 */
window.__RUNTIME_CONFIG__ = {};
