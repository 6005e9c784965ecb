import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { operations } from '@/api/generated/operations';
import type { ForcedFailure } from '../db/types';
import { addFailure, clearFailures, removeFailure } from './actions';
import { FAILURE_KINDS } from './parseMockQuery';

const ALL = '*';
const operationOptions = [
  { label: 'All operations (*)', value: ALL },
  ...Object.keys(operations)
    .sort()
    .map((id) => ({ label: id, value: id })),
];
const kindOptions = FAILURE_KINDS.map((k) => ({
  label: k === 'network' ? 'network error' : k,
  value: k,
}));

/** Forces 500 / 401 / network failures or malformed answers on one operation or on all of them. */
export function FailuresTab({ failures }: { failures: Record<string, ForcedFailure> }) {
  const [operation, setOperation] = useState<string>();
  const [kind, setKind] = useState<ForcedFailure>('500');
  const active = Object.entries(failures);

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Select
          aria-label="Operation"
          showSearch
          placeholder="Operation"
          style={{ flex: '1 1 200px' }}
          options={operationOptions}
          value={operation}
          onChange={setOperation}
        />
        <Select
          aria-label="Failure"
          style={{ width: 130 }}
          options={kindOptions}
          value={kind}
          onChange={setKind}
        />
        <Button
          type="primary"
          disabled={!operation}
          onClick={() => operation && addFailure(operation, kind)}
        >
          Add failure
        </Button>
      </Flex>
      <Flex vertical gap={8}>
        <Typography.Text strong>Active failures</Typography.Text>
        {active.length === 0 ? (
          <Typography.Text type="secondary">
            None: every operation answers normally.
          </Typography.Text>
        ) : (
          <Flex wrap gap={4} role="list" aria-label="Active failures">
            {active.map(([id, k]) => (
              <Tag key={id} role="listitem" color="red" closable onClose={() => removeFailure(id)}>
                {id === ALL ? 'all operations' : id}: {k}
              </Tag>
            ))}
          </Flex>
        )}
        <div>
          <Button size="small" disabled={active.length === 0} onClick={clearFailures}>
            Clear failures
          </Button>
        </div>
      </Flex>
    </Flex>
  );
}
