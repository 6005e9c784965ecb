/**
 * Edit Package / Add parameter: the parameter (required for a new package, released ones only),
 * the lot number (empty or HC123456 / 1234567890) and the strips left (1 to the package size,
 * default 100). Server violations go onto the fields; other failures show as a notification.
 */
import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { STRIPS_MAX, STRIPS_MIN } from '../utils/packageRules';
import { PackageName } from './PackageName';
import { usePackageSave, type PackageFormValues } from './usePackageSave';
import { isValidPackageLot } from '@/domain/lotNumbers';
import { DASHBOARD_MESSAGES, LOT_MESSAGES } from '@/domain/messages';
import { RELEASED } from '@/domain/parameterRules';
import { DEFAULT_PACKAGE_SIZE, isValidStripsLeft } from '@/domain/stripPackages';
import type { ParameterListItem, TestStripPackage } from '@/api';

type Package = TestStripPackage;
type Parameter = ParameterListItem;

export interface PackageDialogProps {
  open: boolean;
  /** The package to edit; none for a new one. */
  pkg?: Package | null;
  parameters: readonly Parameter[];
  onClose: () => void;
}

export function PackageDialog({ open, pkg, parameters, onClose }: PackageDialogProps) {
  const [form] = Form.useForm<PackageFormValues>();
  const { save, saving } = usePackageSave(form, pkg, parameters, onClose);
  const size = pkg?.start_amount ?? DEFAULT_PACKAGE_SIZE;
  const options = parameters
    .filter((p) => p.status === RELEASED)
    .map((p) => ({
      value: p.id,
      label: `${p.displayedName || p.name} (${p.parameterRange} ${p.unit})`,
    }));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      parameterId: undefined,
      batchNumber: pkg?.batch_number ?? '',
      amountOfTestStripsLeft: pkg?.amount_of_test_strips_left ?? DEFAULT_PACKAGE_SIZE,
    });
  }, [open, pkg, form]);

  return (
    <Modal
      open={open}
      title={pkg ? 'Edit Package' : 'Add parameter'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
    >
      <Form<PackageFormValues> form={form} layout="vertical" name="package" onFinish={save}>
        {pkg ? (
          <Form.Item label="Parameter">
            <Typography.Text strong>
              <PackageName pkg={pkg} />
            </Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item
            label="Parameter"
            name="parameterId"
            rules={[{ required: true, message: DASHBOARD_MESSAGES.parameterRequired }]}
          >
            <Select
              options={options}
              placeholder="Select a parameter"
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        )}
        <Form.Item
          label="Lot number"
          name="batchNumber"
          rules={[
            {
              validator: (_, value: string) =>
                isValidPackageLot(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(LOT_MESSAGES.package)),
            },
          ]}
        >
          <Input placeholder="HC123456 or 1234567890" maxLength={10} />
        </Form.Item>
        <Form.Item
          label="Test strips left"
          name="amountOfTestStripsLeft"
          extra={`Of ${size} strips in the package`}
          rules={[
            {
              validator: (_, value: unknown) =>
                isValidStripsLeft(value, size)
                  ? Promise.resolve()
                  : Promise.reject(new Error(DASHBOARD_MESSAGES.stripsLeft(size))),
            },
          ]}
        >
          {/* No min/max clamping: out-of-range input must reach the rule and show its message. */}
          <InputNumber
            precision={0}
            aria-valuemin={STRIPS_MIN}
            aria-valuemax={Math.min(size, STRIPS_MAX)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
