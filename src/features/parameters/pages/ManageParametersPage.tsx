/**
 * Manage Parameters (/admin/manageParameters): 'Create new Parameter' and the parameters as
 * read-only cards, 12 to a page, each titled with the name shown in the app (the parameter name
 * while that is empty), with its status (Draft, Released, Inactive), a few identifying details,
 * the visibility switch (saved at once, in any status) and Edit.
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Flex, Pagination, Row, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListParametersQuery, useUpdateParameterMutation, type Parameter } from '@/api';
import { paths } from '@/shared/config/paths';
import { useReportApiError } from '@/shared/errors/formErrors';
import { CitationText } from '@/shared/ui/CitationText';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { BRAND_GREEN_TEXT } from '@/shared/ui/theme';
import { STATUS_LABELS, visibilityFlip } from '../utils/parameterForm';

export const PARAMETERS_PER_PAGE = 12;

/**
 * Solid tags with white text: antd's light preset tags (green text on pale green) reach only
 * 3.4:1; these reach 4.5:1 or more (dark gold for Draft, the text green for Released, grey for
 * Inactive).
 */
const STATUS_COLORS: Record<Parameter['status'], string> = {
  1: '#874d00',
  2: BRAND_GREEN_TEXT,
  3: '#595959',
};

export const cardTitle = (p: Parameter) => p.displayedName.trim() || p.name;

function ParameterCard({ parameter: p }: { parameter: Parameter }) {
  const navigate = useNavigate();
  const report = useReportApiError();
  const [update, { isLoading }] = useUpdateParameterMutation();
  const title = cardTitle(p);
  const flip = async () => {
    try {
      await update({ id: p.id, parameterWrite: visibilityFlip(p) }).unwrap();
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
        <Flex key="visible" gap={8} align="center" justify="center">
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

export function ManageParametersPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useListParametersQuery({
    page,
    itemsPerPage: PARAMETERS_PER_PAGE,
    pagination: true,
  });
  const items = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;
  return (
    <div>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>Manage Parameters</PageTitle>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(paths.adminAddParameter)}
        >
          Create new Parameter
        </Button>
      </Flex>
      <QueryState
        isLoading={query.isLoading}
        error={query.isError && !query.isFetching}
        onRetry={() => void query.refetch()}
        isEmpty={total === 0}
        emptyText="There are no parameters yet."
        minHeight={320}
      >
        <Row gutter={[16, 16]} role="list" aria-label="Parameters">
          {items.map((p) => (
            <Col key={p.id} xs={24} md={12} xl={8} role="listitem">
              <ParameterCard parameter={p} />
            </Col>
          ))}
        </Row>
        {total > PARAMETERS_PER_PAGE && (
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination
              current={page}
              pageSize={PARAMETERS_PER_PAGE}
              total={total}
              showSizeChanger={false}
              onChange={setPage}
            />
          </Flex>
        )}
      </QueryState>
    </div>
  );
}
