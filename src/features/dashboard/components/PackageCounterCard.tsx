/**
 * Package Counter: the user's test-strip packages (parameter, lot number, strips left of the
 * start amount, replenish date = today plus strips left in days) with Edit Package and
 * Add parameter. The server counts a package down as measurements are taken.
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import {
  useListParameterOverviewQuery,
  useListTestStripPackagesQuery,
  type TestStripPackage,
} from '@/api';
import { onDemand } from '@/shared/ui/onDemand';
import { QueryState } from '@/shared/ui/QueryState';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';
import { PackageRow } from './PackageRow';

type Package = TestStripPackage;

// the package dialog (antd's InputNumber with it) loads when Edit or Add parameter is clicked
const PackageDialog = onDemand(() => import('./PackageDialog').then((m) => m.PackageDialog));

type Editing = { pkg: Package | null } | null;

export function PackageCounterCard() {
  const { data, isLoading, error, refetch } = useDeferredQuery(useListTestStripPackagesQuery());
  const parameters = useListParameterOverviewQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const packages = data?.['hydra:member'] ?? [];
  return (
    <Flex vertical gap={12}>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        isEmpty={packages.length === 0}
        minHeight={120}
      >
        <Flex vertical role="list" aria-label="Test strip packages">
          {packages.map((pkg, i) => (
            <PackageRow
              key={pkg.id}
              pkg={pkg}
              first={i === 0}
              action={
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Edit package ${pkg.displayed_name || pkg.name}`}
                  onClick={() => setEditing({ pkg })}
                />
              }
            />
          ))}
        </Flex>
      </QueryState>
      {!error && !isLoading && (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ pkg: null })}>
            Add parameter
          </Button>
        </div>
      )}
      <PackageDialog
        open={editing !== null}
        pkg={editing?.pkg}
        parameters={parameters.data ?? []}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
