/**
 * One parameter on Manage Parameters, read-only: titled with the name shown in the app (the
 * parameter name while that is empty), its status, a few identifying details, the visibility
 * switch (saved at once, in any status, by a call that sends the visibility alone) and Edit. It
 * gets the parameter as the list carries it, without its files.
 */
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Switch, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSetParameterVisibilityMutation, type ParameterSummary } from '@/api';
import { paths } from '@/shared/config/paths';
import { useReportApiError } from '@/shared/ui/formErrors';
import { CitationText } from '@/shared/ui/CitationText';
import { BRAND_GREEN_TEXT } from '@/shared/ui/theme';
import { STATUS_LABELS } from '../utils/parameterStatus';

/**
 * Solid tags with white text: antd's light preset tags (green text on pale green) reach only
 * 3.4:1; these reach 4.5:1 or more (dark gold for Draft, the text green for Released, grey for
 * Inactive).
 */
const STATUS_COLORS: Record<ParameterSummary['status'], string> = {
  1: '#874d00',
  2: BRAND_GREEN_TEXT,
  3: '#595959',
};

export const cardTitle = (p: ParameterSummary) => p.displayedName.trim() || p.name;

export function ParameterCard({ parameter: p }: { parameter: ParameterSummary }) {
  const navigate = useNavigate();
  const report = useReportApiError();
  const [setVisibility, { isLoading }] = useSetParameterVisibilityMutation();
  const title = cardTitle(p);
  const flip = async () => {
    try {
      await setVisibility({ id: p.id, parameterVisibility: { visible: !p.visible } }).unwrap();
    } catch (error) {
      report(error);
    }
  };
  return (
    <Card
      title={<span className="text-clamp">{title}</span>}
      extra={<Tag color={STATUS_COLORS[p.status]}>{STATUS_LABELS[p.status]}</Tag>}
      style={{ height: '100%' }}
      actions={[
        // as tall as the Edit button beside it, so the two actions sit on one line
        <Flex key="visible" gap={8} align="center" justify="center" style={{ minHeight: 32 }}>
          <Switch
            size="small"
            checked={p.visible}
            loading={isLoading}
            onChange={() => void flip()}
            aria-label={`Visible: ${title}`}
          />
          <span aria-hidden>{p.visible ? 'Visible' : 'Hidden'}</span>
        </Flex>,
        <Button
          key="edit"
          type="link"
          icon={<EditOutlined />}
          onClick={() => navigate(paths.adminEditParameter(p.id))}
          aria-label={`Edit ${title}`}
        >
          Edit
        </Button>,
      ]}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: 'Parameter name', children: p.name || '-' },
          { key: 'cat', label: 'Cat. No.', children: p.stripCatNo || '-' },
          {
            key: 'range',
            label: 'Range',
            children: p.parameterRange ? `${p.parameterRange} ${p.unit}`.trim() : '-',
          },
          {
            key: 'citation',
            label: 'Citation',
            children: p.citationFormula ? <CitationText text={p.citationFormula} /> : '-',
          },
        ]}
      />
    </Card>
  );
}
