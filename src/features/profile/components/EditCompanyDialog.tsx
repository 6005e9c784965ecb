/** Company: name, address, postal code, city, country ('-' = none, sent as null) and phone. */
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { countries } from '@/shared/config/countries';
import { PROFILE_MESSAGES } from '../utils/profileTexts';
import { countryToForm, countryToPayload, NO_COUNTRY } from '../utils/profileRules';
import { isValidPhone } from '@/domain/accountRules';
import { ProfileFormDialog, type ProfileDialogProps } from './ProfileFormDialog';
import { maxLengths } from '@/api';

interface Values {
  company: string;
  companyAdress: string;
  companyPostalCode: string;
  companyCity: string;
  companyCountry: string;
  companyPhone: string;
}

/** The country choices: none ('-') first, then every country by name. */
const countryOptions = () => [
  { value: NO_COUNTRY, label: NO_COUNTRY },
  ...countries().map((c) => ({ value: c.code, label: c.name })),
];

const rule = (ok: (v: string) => boolean, message: string) => ({
  validator: (_: unknown, value: string) =>
    ok(value ?? '') ? Promise.resolve() : Promise.reject(new Error(message)),
});

export function EditCompanyDialog(props: ProfileDialogProps) {
  const { user } = props;
  const options = useMemo(countryOptions, []);
  return (
    <ProfileFormDialog<Values>
      {...props}
      title="Edit Company"
      name="editCompany"
      initialValues={{
        company: user.company ?? '',
        companyAdress: user.companyAdress ?? '',
        companyPostalCode: user.companyPostalCode ?? '',
        companyCity: user.companyCity ?? '',
        companyCountry: countryToForm(user.companyCountry),
        companyPhone: user.companyPhone ?? '',
      }}
      toUpdate={(v) => ({ ...v, companyCountry: countryToPayload(v.companyCountry) })}
    >
      <Form.Item
        label="Company"
        name="company"
        rules={[rule((v) => !v.trim() || v.trim().length >= 3, PROFILE_MESSAGES.companyLength)]}
      >
        <Input autoComplete="organization" maxLength={maxLengths.UserUpdate.company} />
      </Form.Item>
      <Form.Item label="Address" name="companyAdress">
        <Input autoComplete="street-address" maxLength={maxLengths.UserUpdate.companyAdress} />
      </Form.Item>
      <Form.Item label="Postal code" name="companyPostalCode">
        <Input autoComplete="postal-code" maxLength={maxLengths.UserUpdate.companyPostalCode} />
      </Form.Item>
      <Form.Item label="City" name="companyCity">
        <Input autoComplete="address-level2" maxLength={maxLengths.UserUpdate.companyCity} />
      </Form.Item>
      <Form.Item label="Country" name="companyCountry">
        <Select showSearch={{ optionFilterProp: 'label' }} options={options} />
      </Form.Item>
      <Form.Item
        label="Phone"
        name="companyPhone"
        rules={[rule(isValidPhone, PROFILE_MESSAGES.phoneFormat)]}
      >
        <Input type="tel" autoComplete="tel" maxLength={maxLengths.UserUpdate.companyPhone} />
      </Form.Item>
    </ProfileFormDialog>
  );
}
