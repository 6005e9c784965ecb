/**
 * 'Files and countdown' of the parameter form: the package file, the countdown time and its
 * audio signal, the pre-count-down image (with a sample to look at), and the post-count-down
 * screen with its image, shown (and needed to release) only while that screen is on. A file that
 * cannot be used ('There was a problem reading the selected file.') or not read at all ('Error
 * reading file') is reported in an info notification; a file too large for its rule gets the
 * message on its field.
 */
import { Divider, Form, InputNumber, Typography } from 'antd';
import { notify } from '@/shared/ui/notify';
import { FILE_MESSAGES } from '../utils/parameterFiles';
import { LABELS, type FormField } from '../utils/parameterFields';
import { FileField } from './FileField';
import { itemProps, SwitchRow } from './formItems';

export interface ParameterFileFieldsProps {
  /** the fields the parameter's status locks (lockedFields) */
  locked: ReadonlySet<FormField>;
  /** whether the post-count-down screen is on */
  postScreen: boolean;
  /** opens the sample pre-count-down image */
  onSample: () => void;
}

export function ParameterFileFields({ locked, postScreen, onSample }: ParameterFileFieldsProps) {
  const form = Form.useFormInstance();
  const fileProblem = (name: FormField) => (message: string | null) => {
    const unreadable = message === FILE_MESSAGES.unreadable || message === FILE_MESSAGES.readFailed;
    if (unreadable) notify.info(message);
    form.setFields([{ name, errors: message && !unreadable ? [message] : [] }]);
  };
  const file = (name: FormField, kind: 'image' | 'package') => (
    <FileField
      kind={kind}
      label={LABELS[name]}
      disabled={locked.has(name)}
      onProblem={fileProblem(name)}
    />
  );

  return (
    <>
      <Divider titlePlacement="start" styles={{ content: { margin: 0 } }}>
        Files and countdown
      </Divider>
      <Form.Item {...itemProps('packageFile')} extra="Any file but an image, at most 200kb.">
        {file('packageFile', 'package')}
      </Form.Item>
      <Form.Item {...itemProps('countdownTimer')} extra="In seconds.">
        <InputNumber disabled={locked.has('countdownTimer')} style={{ width: 200 }} />
      </Form.Item>
      <SwitchRow name="audioSignal" locked={locked} />
      <Form.Item
        {...itemProps('preCountDownImage')}
        extra={
          <span>
            {FILE_MESSAGES.imageHint}{' '}
            <Typography.Link onClick={onSample}>View sample image</Typography.Link>
          </span>
        }
      >
        {file('preCountDownImage', 'image')}
      </Form.Item>
      <SwitchRow name="postCountDownSignal" locked={locked} />
      <Form.Item
        {...itemProps('postCountDownImage')}
        required={postScreen}
        hidden={!postScreen}
        extra={FILE_MESSAGES.imageHint}
      >
        {file('postCountDownImage', 'image')}
      </Form.Item>
    </>
  );
}
