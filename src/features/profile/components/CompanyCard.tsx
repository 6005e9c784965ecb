/** Company: name, address, postal code, city, country and phone, with the edit dialog. */
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { countryName } from '@/shared/config/countries';
import { EditCompanyDialog } from './EditCompanyDialog';
import type { ProfileCardProps } from './PersonalInfoCard';
import { orDash } from '../utils/display';

export function CompanyCard({ user, isOwn }: ProfileCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Company"
      role="region"
      aria-label="Company"
      extra={
        <Button icon={<EditOutlined />} aria-label="Edit company" onClick={() => setOpen(true)}>
          Edit
        </Button>
      }
    >
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { width: 120 } }}
        items={[
          { key: 'company', label: 'Company', children: orDash(user.company) },
          { key: 'address', label: 'Address', children: orDash(user.companyAdress) },
          { key: 'postal', label: 'Postal code', children: orDash(user.companyPostalCode) },
          { key: 'city', label: 'City', children: orDash(user.companyCity) },
          { key: 'country', label: 'Country', children: orDash(countryName(user.companyCountry)) },
          { key: 'phone', label: 'Phone', children: orDash(user.companyPhone) },
        ]}
      />
      <EditCompanyDialog user={user} isOwn={isOwn} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
