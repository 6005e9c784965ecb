import { CloseOutlined, ZoomInOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { tooltipLines } from './mapLogic';
import type { Result } from '@/api';

export interface MapTooltipProps {
  results: readonly Result[];
  onOpenResult: (id: number) => void;
  /** shown when the marker covers several spots */
  onZoomIn?: () => void;
  /** shown when the tooltip was opened by a click */
  onClose?: () => void;
}

/** The list under a marker: up to 4 results (name, value with unit, date), then 'N more results'. */
export function MapTooltip({ results, onOpenResult, onZoomIn, onClose }: MapTooltipProps) {
  const { lines, more } = tooltipLines(results);
  return (
    <div
      role="dialog"
      aria-label="Results at this location"
      style={{
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 4px 16px rgba(0,0,0,0.2)',
        padding: '8px 12px',
        minWidth: 220,
        maxWidth: 320,
      }}
    >
      {onClose && (
        <Button
          size="small"
          type="text"
          aria-label="Close"
          icon={<CloseOutlined />}
          onClick={onClose}
          style={{ position: 'absolute', right: 4, top: 4 }}
        />
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lines.map((line, i) => (
          <li
            key={line.id}
            style={{
              padding: '4px 24px 4px 0',
              borderBottom:
                i < lines.length - 1 || more || onZoomIn ? '1px solid #f0f0f0' : undefined,
            }}
          >
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', fontWeight: 600 }}
              onClick={() => onOpenResult(line.id)}
            >
              {line.name}
            </Button>
            <div>
              <Typography.Text>{line.value}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                {line.date}
              </Typography.Text>
            </div>
          </li>
        ))}
      </ul>
      {(more || onZoomIn) && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, paddingTop: 6 }}>
          {more && <Typography.Text type="secondary">{more}</Typography.Text>}
          {onZoomIn && (
            <Button
              size="small"
              icon={<ZoomInOutlined />}
              onClick={onZoomIn}
              style={{ marginLeft: 'auto' }}
            >
              Zoom in
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
