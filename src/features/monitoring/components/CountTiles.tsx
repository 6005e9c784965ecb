/** The seven counts up to today (independent of the range picked); '-' while loading. */
import { Card, Col, Row, Statistic } from 'antd';
import type { MonitoringData } from '@/api';
import { formatCount } from '@/shared/lib/format';
import { TILES, viewOf, type MonitoringView } from '../utils/monitoringViews';

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
          <Col key={t.key} xs={12} sm={8} md={6} xl={3} flex="1 1 0">
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={t.title} value={formatCount(data?.countData[t.key])} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
