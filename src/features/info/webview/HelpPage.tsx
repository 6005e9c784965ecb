/**
 * /info/webview/help: how to measure pH and nitrate, what happens to results, sharing and
 * export, the FAQ administrators manage (collapsible), online resources and the technical
 * support contact of the visitor's region (US/Canada or the rest of the world).
 */
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { APP_LINKS } from '@/shared/config/appLinks';
import { useCountryCode } from '@/shared/config/countryCode';
import { supportEmail } from '@/shared/config/contacts';
import { paths } from '@/shared/config/paths';
import { PageTitle } from '@/shared/ui/PageTitle';
import { FaqList } from '../components/FaqList';
import { contactFor } from '../content/company';
import { HELP_SECTIONS, SUPPORTED_MATERIALS_NOTICE } from '../content/help';

const sectionTitle = { fontSize: 18, marginTop: 0 } as const;

export function HelpPage() {
  const { isUsOrCanada } = useCountryCode();
  const email = supportEmail(isUsOrCanada);
  const { phone } = contactFor(isUsOrCanada);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, margin: '0 auto' }}>
      <PageTitle>Help</PageTitle>
      <Typography.Paragraph style={{ margin: 0 }}>
        {SUPPORTED_MATERIALS_NOTICE}
      </Typography.Paragraph>
      {HELP_SECTIONS.map((s) => (
        <Card key={s.heading}>
          <Typography.Title level={2} style={sectionTitle}>
            {s.heading}
          </Typography.Title>
          {s.intro && <Typography.Paragraph>{s.intro}</Typography.Paragraph>}
          {s.steps && (
            <ol style={{ paddingInlineStart: 20, margin: 0 }}>
              {s.steps.map((step) => (
                <li key={step} style={{ marginBottom: 6 }}>
                  {step}
                </li>
              ))}
            </ol>
          )}
          {s.paragraphs?.map((p) => (
            <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
          ))}
        </Card>
      ))}
      <section aria-labelledby="help-faq">
        <Typography.Title id="help-faq" level={2} style={sectionTitle}>
          FAQ
        </Typography.Title>
        <FaqList headingLevel={3} />
      </section>
      <Card>
        <Typography.Title level={2} style={sectionTitle}>
          Online resources
        </Typography.Title>
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          <li>
            <Link to={paths.webview.howTo}>How-to guides</Link>
          </li>
          <li>
            <a href={paths.login} target="_blank" rel="noreferrer">
              StripScan web dashboard
            </a>{' '}
            (review, chart, map, share and export your results)
          </li>
          <li>
            <a href={APP_LINKS.productWebsite} target="_blank" rel="noreferrer">
              Product website
            </a>
          </li>
        </ul>
      </Card>
      <Card>
        <Typography.Title level={2} style={sectionTitle}>
          Technical support
        </Typography.Title>
        <Typography.Paragraph>
          {isUsOrCanada
            ? 'Our support team for the USA and Canada'
            : 'Our support team (outside the USA and Canada)'}{' '}
          answers on working days, usually within one day.
        </Typography.Paragraph>
        <Typography.Paragraph style={{ margin: 0 }}>
          E-mail: <a href={`mailto:${email}`}>{email}</a>
          <br />
          Phone: <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
