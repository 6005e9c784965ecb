/** The imprint's facts for the visitor's region: company, address, registers, board, VAT id, contact. */
import { Typography } from 'antd';
import { useCountryCode } from '@/shared/config/countryCode';
import { companyFor } from '../content/company';

export function ImprintDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { isUsOrCanada } = useCountryCode();
  const c = companyFor(isUsOrCanada);
  return (
    <>
      <Typography.Title level={headingLevel} style={{ fontSize: 18 }}>
        {c.name}
      </Typography.Title>
      <address style={{ fontStyle: 'normal', marginBottom: 16 }}>
        {c.address.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
      {[...c.register, c.board, c.vatId].map((line) => (
        <Typography.Paragraph key={line}>{line}</Typography.Paragraph>
      ))}
      <Typography.Paragraph>
        Contact: <a href={`mailto:${c.email}`}>{c.email}</a>, {c.phone}
      </Typography.Paragraph>
    </>
  );
}
