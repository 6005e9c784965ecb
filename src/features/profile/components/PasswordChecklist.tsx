/** The password strength checklist: 8 to 64 characters, a digit, an uppercase letter. */
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { passwordChecks } from '@/shared/lib/validation';

const ITEMS = [
  ['length', '8 to 64 characters'],
  ['digit', 'At least one digit'],
  ['uppercase', 'At least one uppercase letter'],
] as const;

export function PasswordChecklist({ value }: { value: string }) {
  const checks = passwordChecks(value);
  return (
    <Flex
      component="ul"
      vertical
      gap={2}
      aria-label="Password rules"
      style={{ margin: 0, padding: 0 }}
    >
      {ITEMS.map(([key, text]) => (
        <Flex component="li" key={key} gap={6} align="center" data-ok={checks[key]}>
          {checks[key] ? (
            <CheckCircleFilled style={{ color: '#149b5f' }} aria-label="met" />
          ) : (
            <CloseCircleOutlined style={{ color: '#bfbfbf' }} aria-label="not met" />
          )}
          <Typography.Text type={checks[key] ? undefined : 'secondary'}>{text}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
