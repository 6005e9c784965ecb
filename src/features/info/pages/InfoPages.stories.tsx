import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db, updateSettings } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { FaqPage } from './FaqPage';
import { HowToPage } from './HowToPage';
import { ImprintPage } from './ImprintPage';
import { InfoIndexPage } from './InfoIndexPage';
import { PrivacyNewsletterPage, PrivacyPage, TermsPage } from './LegalPage';
import { TempBlockPage } from './TempBlockPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/** The public info pages as a visitor sees them (no session), against the mock. */
const meta = {
  title: 'Info/Info pages',
  tags: ['screen', 'autodocs'],
  component: FaqPage,
  parameters: { session: null, router: { url: '/info/faq' } },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible FAQ categories; the first question opened. */
export const Faq: Story = {
  name: 'FAQ',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findAllByRole('button', { expanded: false });
    await userEvent.click(first[0]);
    await expect(first[0]).toHaveAttribute('aria-expanded', 'true');
  },
};
export const FaqLoading: Story = {
  name: 'FAQ loading',
  parameters: { msw: { handlers: loadingHandlers('listFaqs') } },
};
export const FaqEmpty: Story = {
  name: 'FAQ empty',
  beforeEach: () => {
    for (const c of db().faqCategories) c.visible = false;
  },
};
export const FaqError: Story = {
  name: 'FAQ error',
  parameters: { msw: { handlers: errorHandlers(500, 'listFaqs') } },
};

export const HowTo: Story = { render: () => <HowToPage /> };
export const HowToLoading: Story = {
  render: () => <HowToPage />,
  parameters: { msw: { handlers: loadingHandlers('listHowTos') } },
};
export const HowToEmpty: Story = {
  render: () => <HowToPage />,
  beforeEach: () => {
    for (const h of db().howToItems) h.visible = false;
  },
};
export const HowToError: Story = {
  render: () => <HowToPage />,
  parameters: { msw: { handlers: errorHandlers(500, 'listHowTos') } },
};

export const Index: Story = { render: () => <InfoIndexPage /> };

/** Everyone outside US/Canada: the GDPR variant. */
export const Privacy: Story = {
  render: () => <PrivacyPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/GDPR/)).toBeVisible();
  },
};
/** A US visitor (the mock's country switch): the US variant. */
export const PrivacyUs: Story = {
  render: () => <PrivacyPage />,
  beforeEach: () => updateSettings({ countryCode: 'us' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/California Consumer Privacy Act/),
    ).toBeVisible();
  },
};
export const PrivacyNewsletter: Story = { render: () => <PrivacyNewsletterPage /> };
export const PrivacyNewsletterUs: Story = {
  render: () => <PrivacyNewsletterPage />,
  beforeEach: () => updateSettings({ countryCode: 'us' }),
};
export const Terms: Story = { render: () => <TermsPage /> };
export const TermsUs: Story = {
  render: () => <TermsPage />,
  beforeEach: () => updateSettings({ countryCode: 'us' }),
};
export const Imprint: Story = { render: () => <ImprintPage /> };
export const ImprintUs: Story = {
  render: () => <ImprintPage />,
  beforeEach: () => updateSettings({ countryCode: 'us' }),
  play: async ({ canvasElement }) => {
    // the same company; the contact of the USA and Canada
    await expect(await within(canvasElement).findByText('StripScan GmbH')).toBeVisible();
    // the region arrives with the country code: wait for its contact
    await expect(
      await within(canvasElement).findByRole('link', { name: 'info-us@stripscan.example' }),
    ).toBeVisible();
  },
};
export const TempBlock: Story = { render: () => <TempBlockPage /> };

/** The FAQ on a phone. */
export const FaqPhone: Story = {
  name: 'FAQ on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
/** The how-to guides on a phone. */
export const HowToPhone: Story = {
  ...HowTo,
  name: 'How-to on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
/** The info index on a phone. */
export const IndexPhone: Story = {
  ...Index,
  name: 'Index on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
/** A legal text (the privacy statement) on a phone. */
export const PrivacyPhone: Story = {
  ...Privacy,
  name: 'Privacy on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
