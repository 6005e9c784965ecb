/**
 * No named colour schemes (d3-scale-chromatic's 'ylGnBu', 'blues' ...): every chart here gives
 * its colours or uses G2's category palette. scripts/g2Lite.ts puts this empty module in the
 * place of the schemes G2 looks palettes up in.
 */
export {};
