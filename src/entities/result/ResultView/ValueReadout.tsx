import { Alert, Flex, Typography } from 'antd';
import { plainCitation as plainCitationText } from '@/domain/resultFormat';
import { CitationText } from '@/shared/ui/CitationText';
import { readingOf } from './reading';
import type { Result } from '@/api';

/**
 * The value with its reading-code prefix and unit, the parameter (name and citation), its range
 * and the strip's catalogue number, and the invalid-sample message: the message part in an error
 * box for out-of-bounds and NO2 readings, the whole 'code - message' otherwise.
 */
export function ValueReadout({ result }: { result: Result }) {
  const reading = readingOf(result);
  const { parameter } = result;
  const plainCitation = plainCitationText(parameter.citationFormula ?? '');
  return (
    <Flex vertical gap={6}>
      <Typography.Text type="secondary">Measured value</Typography.Text>
      <div data-testid="result-value" style={{ lineHeight: 1.1 }}>
        <span style={{ fontSize: 44, fontWeight: 600 }}>{reading.value}</span>{' '}
        <span style={{ fontSize: 20, color: 'rgba(0,0,0,0.65)' }}>{result.measurementUnit}</span>
      </div>
      <Typography.Text strong style={{ fontSize: 16 }} data-testid="result-parameter">
        {parameter.name}
        {plainCitation !== parameter.name && (
          <>
            {' '}
            (<CitationText text={parameter.citationFormula} />)
          </>
        )}
      </Typography.Text>
      <Typography.Text>
        Range: {parameter.parameterRange} {parameter.unit}
      </Typography.Text>
      <Typography.Text>Cat. No.: {result.testStripCatalogNumber || '-'}</Typography.Text>
      {reading.codeText &&
        (reading.isError ? (
          <Alert type="error" showIcon title={reading.message ?? reading.codeText} />
        ) : (
          <Alert type="info" showIcon title={reading.codeText} />
        ))}
    </Flex>
  );
}
