/** Company: name, address, postal code, city, country and phone, with the edit dialog. */
import { countryName } from '@/shared/config/countries';
import { EditCompanyDialog } from './EditCompanyDialog';
import type { ProfileCardProps } from './PersonalInfoCard';
import { ProfileFieldsCard } from './ProfileFieldsCard';
import { orDash } from '../utils/display';

export function CompanyCard({ user, isOwn }: ProfileCardProps) {
  return (
    <ProfileFieldsCard
      title="Company"
      editLabel="Edit company"
      items={[
        { key: 'company', label: 'Company', children: orDash(user.company) },
        { key: 'address', label: 'Address', children: orDash(user.companyAdress) },
        { key: 'postal', label: 'Postal code', children: orDash(user.companyPostalCode) },
        { key: 'city', label: 'City', children: orDash(user.companyCity) },
        { key: 'country', label: 'Country', children: orDash(countryName(user.companyCountry)) },
        { key: 'phone', label: 'Phone', children: orDash(user.companyPhone) },
      ]}
      dialog={(open, onClose) => (
        <EditCompanyDialog user={user} isOwn={isOwn} open={open} onClose={onClose} />
      )}
    />
  );
}
