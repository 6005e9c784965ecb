/** Colour swatches for the Foundations pages: each shows its token name, value and contrast. */
import type { CSSProperties } from 'react';
import { contrastRatio } from './contrast';
import {
  colourTokenNames,
  componentTokens,
  themeTokenNames,
  tokens,
  type TokenName,
} from './designTokens';

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: 16,
  margin: '16px 0 32px',
};
const mono: CSSProperties = {
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 12,
};

export interface SwatchProps {
  /** the token's name as the code uses it */
  name: string;
  value: string;
  /** where the value is set, when it is not derived by antd ('set by the theme') */
  source?: string;
}

/** One colour: a block of it, its token name, its value and its contrast on white. */
export function Swatch({ name, value, source }: SwatchProps) {
  const ratio = contrastRatio(value);
  return (
    <figure style={{ margin: 0, border: '1px solid #d9d9d9', borderRadius: 8, overflow: 'hidden' }}>
      <div
        style={{
          height: 64,
          // the colour over a checkerboard, so a transparent colour shows as such
          backgroundImage: `linear-gradient(${value}, ${value}), repeating-conic-gradient(#eee 0 25%, #fff 0 50%)`,
          backgroundSize: 'auto, 12px 12px',
        }}
      />
      <figcaption style={{ padding: '8px 10px', lineHeight: 1.5 }}>
        <div style={{ ...mono, fontWeight: 600, color: '#1f1f1f' }}>{name}</div>
        <div style={{ ...mono, color: '#595959' }}>{value}</div>
        <div style={{ fontSize: 12, color: '#595959' }}>
          {ratio ? `${ratio.toFixed(1)}:1 on white` : ''}
          {source ? ` · ${source}` : ''}
        </div>
      </figcaption>
    </figure>
  );
}

/** The named antd colour tokens, as the theme computes them. */
export function TokenSwatches({ names }: { names: TokenName[] }) {
  return (
    <div style={grid}>
      {names.map((name) => (
        <Swatch
          key={name}
          name={name}
          value={String(tokens[name])}
          source={themeTokenNames.has(name) ? 'set by the theme' : undefined}
        />
      ))}
    </div>
  );
}

/** Colours named outside antd's tokens (exported constants, component tokens). */
export function NamedSwatches({
  colours,
  source,
}: {
  colours: [name: string, value: string][];
  source?: string;
}) {
  return (
    <div style={grid}>
      {colours.map(([name, value]) => (
        <Swatch key={name} name={name} value={value} source={source} />
      ))}
    </div>
  );
}

/** The component tokens the theme sets (Layout, Menu ...). */
export function ComponentTokenSwatches() {
  return <NamedSwatches colours={componentTokens} source="set by the theme" />;
}

/** Every colour token antd computes from the theme, in a table. */
export function AllColourTokens() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left' }}>Token</th>
          <th style={{ textAlign: 'left' }}>Value</th>
          <th style={{ textAlign: 'left' }}>Contrast on white</th>
        </tr>
      </thead>
      <tbody>
        {colourTokenNames.map((name) => {
          const value = String(tokens[name]);
          const ratio = contrastRatio(value);
          return (
            <tr key={name}>
              <td style={mono}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 14,
                    height: 14,
                    marginRight: 8,
                    verticalAlign: 'middle',
                    border: '1px solid #d9d9d9',
                    background: value,
                  }}
                />
                {name}
              </td>
              <td style={mono}>{value}</td>
              <td>{ratio ? `${ratio.toFixed(1)}:1` : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
