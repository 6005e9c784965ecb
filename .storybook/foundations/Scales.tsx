/** The type scale, spacing and radii of the Foundations pages, read from the computed tokens. */
import type { CSSProperties } from 'react';
import { tokens, type TokenName } from './designTokens';

const mono: CSSProperties = {
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 12,
};
const row: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  alignItems: 'center',
  gap: 16,
  padding: '10px 0',
  borderBottom: '1px solid #f0f0f0',
};

function Name({ name, detail }: { name: string; detail: string }) {
  return (
    <div>
      <div style={{ ...mono, fontWeight: 600, color: '#1f1f1f' }}>{name}</div>
      <div style={{ ...mono, color: '#595959' }}>{detail}</div>
    </div>
  );
}

/** The app's font stack, as the theme sets it. */
export function FontFamily() {
  return (
    <div style={row}>
      <Name name="fontFamily" detail="" />
      <div style={{ fontFamily: tokens.fontFamily, fontSize: tokens.fontSize }}>
        {tokens.fontFamily}
      </div>
    </div>
  );
}

const SAMPLE = 'Nitrate 25 mg/l, measured on 12/05/2026';

/**
 * Each font size token with its line height, set in the app's font. `sizes` pairs a size token
 * with the line-height token antd gives it.
 */
export function TypeScale({ sizes }: { sizes: [size: TokenName, lineHeight: TokenName][] }) {
  return (
    <div>
      {sizes.map(([size, lineHeight]) => {
        const px = Number(tokens[size]);
        const lh = Number(tokens[lineHeight]);
        return (
          <div key={size} style={row}>
            <Name name={size} detail={`${px}px / ${lineHeight} ${lh.toFixed(2)}`} />
            <div
              style={{
                fontFamily: tokens.fontFamily,
                fontSize: px,
                lineHeight: lh,
                color: tokens.colorText,
                fontWeight: size.startsWith('fontSizeHeading') ? tokens.fontWeightStrong : 400,
              }}
            >
              {SAMPLE}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Spacing tokens as bars of their length. */
export function SpacingScale({ names }: { names: TokenName[] }) {
  return (
    <div>
      {names.map((name) => {
        const px = Number(tokens[name]);
        return (
          <div key={name} style={row}>
            <Name name={name} detail={`${px}px`} />
            <div
              style={{ width: px, height: 16, background: tokens.colorPrimary, borderRadius: 2 }}
            />
          </div>
        );
      })}
    </div>
  );
}

/** Radius tokens on a sample box each. */
export function RadiusScale({ names }: { names: TokenName[] }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '16px 0 32px' }}>
      {names.map((name) => {
        const px = Number(tokens[name]);
        return (
          <figure key={name} style={{ margin: 0, width: 160 }}>
            <div
              style={{
                height: 80,
                border: `2px solid ${tokens.colorPrimary}`,
                background: tokens.colorBgLayout,
                borderRadius: px,
              }}
            />
            <figcaption style={{ marginTop: 8 }}>
              <Name name={name} detail={`${px}px`} />
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
