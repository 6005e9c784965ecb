/** The seven counts up to today (independent of the range picked); '-' while loading. */
import { Card, Col, Row, Statistic } from 'antd';
import type { MonitoringData } from '@/api';
import { formatCount } from '@/shared/lib/format';
import { TILES, viewOf, type MonitoringView } from '../utils/monitoringViews';

/** The width a tile starts from (px): a title like 'Last 6 months' and a six-digit count fit. */
const TILE_BASIS = 110;

export function CountTiles({
  data,
  view,
}: {
  data: MonitoringData | undefined;
  view: MonitoringView;
}) {
  return (
    <section aria-label={`${viewOf(view).noun} counts`}>
      <Row gutter={[12, 12]}>
        {TILES.map((t) => (
          // each tile's width starts from the same basis, not from its figure's: '-' while
          // loading and a six-digit count take the same place, so the tiles do not reflow
          // (three a row on a phone, seven on a desktop) when the counts arrive
          <Col key={t.key} xs={12} sm={8} md={6} xl={3} flex={`1 1 ${TILE_BASIS}px`}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={t.title} value={formatCount(data?.countData[t.key])} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
