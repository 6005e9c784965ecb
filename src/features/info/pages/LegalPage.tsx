/**
 * Privacy statement, newsletter privacy statement and terms of use: one page per text, in the
 * variant the visitor's country code chooses (US/Canada or everyone else).
 */
import { useCountryCode } from '@/shared/config/countryCode';
import { InfoArticle, LegalSections } from '../components/InfoArticle';
import { newsletterPrivacyStatement, privacyStatement } from '../content/legal';
import { termsOfUse } from '../content/terms';

const TEXTS = {
  privacy: privacyStatement,
  privacyNewsletter: newsletterPrivacyStatement,
  terms: termsOfUse,
};

export type LegalKind = keyof typeof TEXTS;

export function LegalPage({ kind }: { kind: LegalKind }) {
  const { isUsOrCanada } = useCountryCode();
  const text = TEXTS[kind](isUsOrCanada);
  return (
    <InfoArticle title={text.title} date={text.date}>
      <LegalSections text={text} />
    </InfoArticle>
  );
}

export const PrivacyPage = () => <LegalPage kind="privacy" />;
export const PrivacyNewsletterPage = () => <LegalPage kind="privacyNewsletter" />;
export const TermsPage = () => <LegalPage kind="terms" />;
