/**
 * The imprint's facts: the company, its address, registers, board and VAT id (the same for every
 * visitor) and the contact of the visitor's region.
 */
import { Typography } from 'antd';
import { useCountryCode } from '@/shared/config/countryCode';
import { COMPANY, contactFor } from '../content/company';

export function ImprintDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { isUsOrCanada } = useCountryCode();
  const contact = contactFor(isUsOrCanada);
  return (
    <>
      <Typography.Title level={headingLevel} style={{ fontSize: 18 }}>
        {COMPANY.name}
      </Typography.Title>
      <address style={{ fontStyle: 'normal', marginBottom: 16 }}>
        {COMPANY.address.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
      {[...COMPANY.register, COMPANY.board, COMPANY.vatId].map((line) => (
        <Typography.Paragraph key={line}>{line}</Typography.Paragraph>
      ))}
      <Typography.Paragraph data-testid="imprint-contact">
        {contact.label}: <a href={`mailto:${contact.email}`}>{contact.email}</a>, {contact.phone}
      </Typography.Paragraph>
    </>
  );
}
