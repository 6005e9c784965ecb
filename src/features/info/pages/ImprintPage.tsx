/** The imprint: the regional company (address, registers, board, VAT id) and its contact. */
import { Typography } from 'antd';
import { useCountryCode } from '@/shared/config/countryCode';
import { InfoArticle } from '../components/InfoArticle';
import { companyFor } from '../content/company';

export function ImprintPage() {
  const { isUsOrCanada } = useCountryCode();
  const c = companyFor(isUsOrCanada);
  return (
    <InfoArticle title="Imprint">
      <Typography.Title level={2} style={{ fontSize: 18 }}>
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
    </InfoArticle>
  );
}
