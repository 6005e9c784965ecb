/**
 * /info/webview/about: the product, the phone app's version, which strips and cards it
 * supports, and the imprint, terms, privacy statement and open-source licences as collapsible
 * sections (regional variants by the country code).
 *
 * The version is the phone app's, which only the app knows: it opens this page with
 * `?version=2.4.1`; without it (or with something that is not a version) the page shows the
 * placeholder 'x.x.x'.
 */
import { Alert, Collapse, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCountryCode } from '@/shared/config/countryCode';
import { PRODUCT_NAME } from '@/shared/config/contacts';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { PageTitle } from '@/shared/ui/PageTitle';
import { ImprintDetails } from '../components/ImprintDetails';
import { LegalSections } from '../components/InfoArticle';
import { SUPPORTED_MATERIALS_NOTICE } from '../content/help';
import { privacyStatement, type LegalText } from '../content/legal';
import { termsOfUse } from '../content/terms';

const LicenceList = lazy(() => import('./LicenceList'));

export const VERSION_PLACEHOLDER = 'x.x.x';
const VERSION = /^\d+(\.\d+){0,3}([-+][\w.]{1,20})?$/;

export const appVersionOf = (param: string | null) =>
  param && param.length <= 40 && VERSION.test(param) ? param : VERSION_PLACEHOLDER;

function LegalPanel({ text }: { text: LegalText }) {
  return (
    <>
      {text.date && (
        <Typography.Paragraph type="secondary">Last updated: {text.date}</Typography.Paragraph>
      )}
      <LegalSections text={text} headingLevel={3} />
    </>
  );
}

export function AboutPage() {
  const [params] = useSearchParams();
  const { isUsOrCanada } = useCountryCode();
  const terms = termsOfUse(isUsOrCanada);
  const privacy = privacyStatement(isUsOrCanada);
  return (
    <div style={{ maxWidth: 720, margin: '0 auto' }}>
      <PageTitle>{`${PRODUCT_NAME}®`}</PageTitle>
      <Typography.Paragraph type="secondary">
        Version {appVersionOf(params.get('version'))}
      </Typography.Paragraph>
      <Alert type="info" showIcon title={SUPPORTED_MATERIALS_NOTICE} style={{ marginBottom: 16 }} />
      <Collapse
        items={[
          { key: 'imprint', label: 'Imprint', children: <ImprintDetails headingLevel={3} /> },
          {
            key: 'terms',
            label: terms.title,
            children: <LegalPanel text={terms} />,
          },
          {
            key: 'privacy',
            label: privacy.title,
            children: <LegalPanel text={privacy} />,
          },
          {
            key: 'licences',
            label: 'Open-source licences',
            children: (
              <Suspense fallback={<DelayedSpinner minHeight={120} />}>
                <LicenceList />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
