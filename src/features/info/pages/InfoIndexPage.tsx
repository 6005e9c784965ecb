/** /info: where the help and the legal texts are. */
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { PageTitle } from '@/shared/ui/PageTitle';

const ENTRIES = [
  { to: paths.info.faq, title: 'FAQ', text: 'Answers to frequent questions.' },
  { to: paths.info.howTo, title: 'How-to', text: 'Step-by-step guides for measuring.' },
  { to: paths.info.appDownload, title: 'Get the app', text: 'The phone app for your device.' },
  { to: paths.info.termsOfUse, title: 'Terms of Use', text: 'The terms of the service.' },
  { to: paths.info.privacy, title: 'Privacy Statement', text: 'How we handle your data.' },
  {
    to: paths.info.privacyNewsletter,
    title: 'Privacy Statement Newsletter',
    text: 'How we handle your newsletter subscription.',
  },
  { to: paths.info.imprint, title: 'Imprint', text: 'Who we are and how to reach us.' },
];

export function InfoIndexPage() {
  return (
    <div style={{ maxWidth: 880, margin: '0 auto' }}>
      <PageTitle style={{ marginBottom: 16 }}>Information</PageTitle>
      <Card>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {ENTRIES.map((e) => (
            <li key={e.to} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Link to={e.to} style={{ fontSize: 16 }}>
                {e.title}
              </Link>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {e.text}
              </Typography.Paragraph>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
