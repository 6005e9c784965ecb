import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useCreateAnalysisMutation, type Analysis } from '@/api';
import {
  MAX_ANALYSIS_NAME_LENGTH,
  isBlankName,
  withNameTakenText,
  type NewAnalysisSource,
} from './analysisRules';
import { useFormErrors } from '@/shared/ui/formErrors';

export const CREATE_ANALYSIS_TITLE = 'Create Analysis';

export interface CreateAnalysisModalProps {
  open: boolean;
  /** Selected result ids, or the filters and search of the whole list. */
  source: NewAnalysisSource;
  /** How many results the analysis will get (shown in the dialog). */
  count: number;
  onClose: () => void;
  /** The created analysis (e.g. open /analyses/{id}). */
  onCreated: (analysis: Analysis) => void;
}

/** The create-analysis dialog of the result lists: a name, then POST /analyses. */
export function CreateAnalysisModal({ open, onClose, ...rest }: CreateAnalysisModalProps) {
  return (
    <Modal
      title={CREATE_ANALYSIS_TITLE}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <CreateAnalysisForm onClose={onClose} {...rest} />
    </Modal>
  );
}

type FormProps = Omit<CreateAnalysisModalProps, 'open'>;

function CreateAnalysisForm({ source, count, onClose, onCreated }: FormProps) {
  const [form] = Form.useForm<{ name: string }>();
  const name = Form.useWatch('name', form);
  const [create, { isLoading }] = useCreateAnalysisMutation();
  const showErrors = useFormErrors();

  const submit = async ({ name }: { name: string }) => {
    const trimmed = name.trim();
    try {
      const analysis = await create({
        fromQuery: source.fromQuery,
        pagination: false,
        analysisCreate: source.fromQuery
          ? { name: trimmed, filters: source.filters, search: source.search }
          : { name: trimmed, addResultIds: source.resultIds },
      }).unwrap();
      onCreated(analysis);
    } catch (error) {
      showErrors(withNameTakenText(error), form, ['name']);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => form.setFields([{ name: 'name', errors: [] }])}
    >
      <Typography.Paragraph type="secondary">
        {source.fromQuery
          ? `The analysis gets all ${count} result(s) of the current list.`
          : `The analysis gets the ${count} selected result(s).`}
      </Typography.Paragraph>
      <Form.Item name="name" label="Analysis Name">
        <Input autoFocus maxLength={MAX_ANALYSIS_NAME_LENGTH} placeholder="Enter a name" />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={isLoading} disabled={isBlankName(name)}>
          Create
        </Button>
      </Flex>
    </Form>
  );
}
