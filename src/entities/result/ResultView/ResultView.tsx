import { Card, Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { parseRange, ScaleGauge } from '@/shared/ui/ScaleGauge';
import { gaugeColours, readingOf } from './reading';
import { DeviceFields } from './DeviceFields';
import { ResultFields } from './ResultFields';
import { ResultHeader } from './ResultHeader';
import { SampleImage } from './SampleImage';
import { ValueReadout } from './ValueReadout';
import type { Result } from '@/api';

export interface ResultViewProps {
  result: Result;
  /** the read-only shared view: shows Creator; back, edit and delete are hidden */
  shared?: boolean;
  /** the sample image URL (own results: /api/results/{id}/image) */
  imageSrc: string;
  /** the full-size image page (/image/{id} or /share/image/{id}) */
  imageHref?: string;
  onBack?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** the download panel (each view brings its own download calls) */
  downloads?: ReactNode;
  /** the share panel; left out for restricted users, admins and shared views */
  sharing?: ReactNode;
}

/**
 * One result as the detail page and the shared views show it: header, value readout with the
 * scale gauge, the fields, strip/card/phone data, the sample image and the side panels.
 * Presentational: data loading, dialogs and navigation belong to the page around it.
 */
export function ResultView({
  result,
  shared = false,
  imageSrc,
  imageHref,
  onBack,
  onEdit,
  onDelete,
  downloads,
  sharing,
}: ResultViewProps) {
  const reading = readingOf(result);
  const range = result.parameter.parameterRange;
  return (
    <Flex vertical gap={16} data-testid="result-view">
      <ResultHeader
        name={result.measurementName}
        onBack={shared ? undefined : onBack}
        onEdit={shared ? undefined : onEdit}
        onDelete={shared ? undefined : onDelete}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={9}>
          {/* as tall as its readout: stretched to the Details column it left a large blank */}
          <Card size="small" title="Measurement">
            <Flex gap={16} justify="space-between">
              <div style={{ flex: 1, minWidth: 0 }}>
                <ValueReadout result={result} />
              </div>
              {parseRange(range) && (
                <ScaleGauge
                  range={range}
                  value={result.measurementValue}
                  pin={reading.pin}
                  valueLabel={reading.value}
                  unit={result.measurementUnit}
                  width={190}
                  {...gaugeColours(result.parameter)}
                />
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <Card size="small" title="Details">
            <ResultFields result={result} shared={shared} />
            <DeviceFields result={result} />
          </Card>
        </Col>
        <Col xs={24} xl={7}>
          <Flex vertical gap={16}>
            <SampleImage src={imageSrc} href={imageHref} name={result.measurementName} />
            {downloads}
            {!shared && sharing}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
