/**
 * The registered-users table (admin): profile image, name (to the user's profile), e-mail, the
 * counts of results, pH results and NO3- results, company, address, city, zip code, country,
 * segment, department and work group.
 */
import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { Link } from 'react-router-dom';
import { userImageAddress, type AdminUserListItem } from '@/api';
import { countryName } from '@/shared/config/countries';
import { industries, industryLabel } from '@/shared/config/lookups';
import { paths } from '@/shared/config/paths';
import type { DataTableColumn } from '@/shared/ui/DataTable';

export const userColumns: DataTableColumn<AdminUserListItem>[] = [
  {
    key: 'imageUpdateDate',
    title: 'Image',
    type: 'other',
    sortable: false,
    render: (u) => (
      <Avatar
        size={32}
        icon={<UserOutlined />}
        src={userImageAddress(u)}
        alt={u.imageUpdateDate ? `Profile image of ${u.displayName}` : undefined}
      />
    ),
  },
  {
    key: 'displayName',
    title: 'Name',
    type: 'string',
    fixed: true,
    render: (u) => <Link to={paths.profileOf(u.id)}>{u.displayName}</Link>,
  },
  { key: 'email', title: 'E-mail', type: 'string' },
  { key: 'countOfMeasurements', title: 'Results', type: 'number' },
  { key: 'countOfPh', title: 'pH Results', type: 'number' },
  { key: 'countOfNO3', title: 'NO3- Results', type: 'number' },
  { key: 'company', title: 'Company', type: 'string' },
  { key: 'companyAdress', title: 'Address', type: 'string' },
  { key: 'companyCity', title: 'City', type: 'string' },
  { key: 'companyPostalCode', title: 'Zip Code', type: 'string' },
  {
    key: 'companyCountry',
    title: 'Country',
    type: 'string',
    render: (u) => countryName(u.companyCountry) || '-',
  },
  {
    key: 'segment',
    title: 'Segment',
    type: 'enum',
    enumOptions: industries.map((i) => ({ label: i.label, value: i.id })),
    render: (u) => industryLabel(u.segment) || '-',
  },
  { key: 'segmentDepartment', title: 'Department', type: 'string' },
  { key: 'segmentWorkgroup', title: 'Work Group', type: 'string' },
];
