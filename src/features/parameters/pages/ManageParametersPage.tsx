/**
 * Manage Parameters (/admin/manageParameters): 'Create new Parameter' and the parameters as
 * read-only cards, 10 to a page (the product's default page size), each titled with the name
 * shown in the app (the parameter name while that is empty), with its status (Draft, Released,
 * Inactive), a few identifying details, the visibility switch (saved at once, in any status)
 * and Edit.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useListParametersQuery } from '@/api';
import { paths } from '@/shared/config/paths';
import { PageTitle } from '@/shared/ui/PageTitle';
import { PagedList, usePaging } from '@/shared/ui/PagedList';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';
import { ParameterCard } from '../components/ParameterCard';

const PAGE_SIZES = [10];

export function ManageParametersPage() {
  const navigate = useNavigate();
  const paging = usePaging(PAGE_SIZES);
  const query = useDeferredQuery(useListParametersQuery(paging.args));
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
      <PagedList
        paging={paging}
        query={query}
        emptyText="There are no parameters yet."
        minHeight={320}
      >
        {(items) => (
          <Row gutter={[16, 16]} role="list" aria-label="Parameters">
            {items.map((p) => (
              <Col key={p.id} xs={24} md={12} xl={8} role="listitem">
                <ParameterCard parameter={p} />
              </Col>
            ))}
          </Row>
        )}
      </PagedList>
    </div>
  );
}
