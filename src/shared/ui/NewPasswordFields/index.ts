export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { PasswordChecklist } from './PasswordChecklist';
