/**
 * Manage Parameters (/admin/manageParameters): 'Create new Parameter' and the parameters as
 * read-only cards, 10 to a page (the product's default page size), each titled with the name
 * shown in the app (the parameter name while that is empty), with its status (Draft, Released,
 * Inactive), a few identifying details, the visibility switch (saved at once, in any status)
 * and Edit.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Pagination, Row } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListParametersQuery } from '@/api';
import { paths } from '@/shared/config/paths';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { ParameterCard } from '../components/ParameterCard';

export const PARAMETERS_PER_PAGE = 10;

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
