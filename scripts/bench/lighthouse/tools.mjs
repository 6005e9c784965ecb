// Lighthouse and puppeteer-core as this folder installs them (./package.json): a bare import here
// resolves to ./node_modules, which scripts/bench/lighthouseTools.ts fills before loading this file.
export { default as lighthouse } from 'lighthouse';
export { default as puppeteer } from 'puppeteer-core';
