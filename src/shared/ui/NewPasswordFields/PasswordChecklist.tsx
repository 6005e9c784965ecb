/**
 * The password strength checklist (registration, reset, password change; spec 1 section 5: the
 * items are the reset rules: 8 to 64 characters, a digit, an uppercase letter).
 */
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { passwordChecks } from '@/domain/accountRules';

export const CHECKLIST_ITEMS = {
  length: '8 to 64 characters',
  digit: 'At least one digit',
  uppercase: 'At least one uppercase letter',
} as const;

export function PasswordChecklist({ value }: { value: string | undefined }) {
  const checks = passwordChecks(value ?? '');
  return (
    <Flex
      component="ul"
      vertical
      gap={2}
      aria-label="Password requirements"
      style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}
    >
      {(Object.keys(CHECKLIST_ITEMS) as (keyof typeof CHECKLIST_ITEMS)[]).map((key) => {
        const ok = checks[key];
        return (
          <li key={key} aria-label={`${CHECKLIST_ITEMS[key]}: ${ok ? 'met' : 'not met'}`}>
            <Typography.Text type={ok ? 'success' : 'secondary'}>
              {ok ? <CheckCircleFilled /> : <CloseCircleOutlined />} {CHECKLIST_ITEMS[key]}
            </Typography.Text>
          </li>
        );
      })}
    </Flex>
  );
}
