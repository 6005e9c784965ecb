import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, updateSettings } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { AppDownloadPage } from '../pages/AppDownloadPage';
import { FaqPage } from '../pages/FaqPage';
import { HowToPage } from '../pages/HowToPage';
import { ImprintPage } from '../pages/ImprintPage';
import { PrivacyNewsletterPage, PrivacyPage, TermsPage } from '../pages/LegalPage';
import { TempBlockPage } from '../pages/TempBlockPage';
import { AboutPage } from './AboutPage';
import { HelpPage } from './HelpPage';
import { WebviewFrame } from './WebviewLayout';

/**
 * The phone app's webview pages in their frame (no shell, grey), as a visitor outside the USA
 * and Canada sees them; the `Us` stories switch the mock's country to the US.
 */
const meta = {
  title: 'Webview/Webview pages',
  tags: ['phone', 'screen', 'autodocs'],
  component: AboutPage,
  // the mobile app frames these pages: no shell of the web app around them
  parameters: {
    session: null,
    shell: false,
    router: { url: '/info/webview/about?version=2.4.1' },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [(Story) => <WebviewFrame>{Story()}</WebviewFrame>],
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asUsVisitor = () => updateSettings({ countryCode: 'us' });

export const About: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Version 2.4.1')).toBeVisible();
  },
};
/** The open-source licences section, opened: generated from package.json at build time. */
export const AboutLicences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open-source licences' }));
    const list = await canvas.findByRole('list', { name: 'Open-source packages' });
    await expect(within(list).getByRole('link', { name: 'react' })).toBeVisible();
  },
};
/** A US visitor: the same company in the imprint, with the contact of the USA and Canada. */
export const AboutUs: Story = {
  beforeEach: asUsVisitor,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Imprint' }));
    await expect(await canvas.findByRole('heading', { name: 'StripScan GmbH' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'info-us@stripscan.example' }),
    ).toBeVisible();
  },
};

export const Help: Story = { render: () => <HelpPage /> };
export const HelpUs: Story = {
  render: () => <HelpPage />,
  beforeEach: asUsVisitor,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'support-us@stripscan.example' }),
    ).toBeVisible();
  },
};
/** The help texts are there at once; the FAQ part loads. */
export const HelpFaqLoading: Story = {
  name: 'Help FAQ loading',
  render: () => <HelpPage />,
  parameters: { msw: { handlers: loadingHandlers('listFaqs') } },
};
export const HelpFaqError: Story = {
  name: 'Help FAQ error',
  render: () => <HelpPage />,
  parameters: { msw: { handlers: errorHandlers(500, 'listFaqs') } },
};

export const Faq: Story = {
  name: 'FAQ',
  render: () => <FaqPage />,
};
export const FaqLoading: Story = {
  name: 'FAQ loading',
  render: () => <FaqPage />,
  parameters: { msw: { handlers: loadingHandlers('listFaqs') } },
};
export const FaqEmpty: Story = {
  name: 'FAQ empty',
  render: () => <FaqPage />,
  beforeEach: () => {
    for (const c of db().faqCategories) c.visible = false;
  },
};
export const FaqError: Story = {
  name: 'FAQ error',
  render: () => <FaqPage />,
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

export const Imprint: Story = { render: () => <ImprintPage /> };
export const ImprintUs: Story = { render: () => <ImprintPage />, beforeEach: asUsVisitor };
export const Privacy: Story = { render: () => <PrivacyPage /> };
export const PrivacyUs: Story = { render: () => <PrivacyPage />, beforeEach: asUsVisitor };
export const PrivacyNewsletter: Story = { render: () => <PrivacyNewsletterPage /> };
export const Terms: Story = { render: () => <TermsPage /> };
export const TermsUs: Story = { render: () => <TermsPage />, beforeEach: asUsVisitor };
export const TempBlock: Story = { render: () => <TempBlockPage /> };
/** Any other /info/webview address. */
export const NotFound: Story = { render: () => <NotFoundPage /> };

let leftFor: string | null = null;
/** 'Redirecting...' (the preview stays: the page's way out is replaced by a recorder). */
export const AppDownload: Story = {
  beforeEach: () => {
    leftFor = null;
  },
  render: () => (
    <AppDownloadPage
      leave={(url) => {
        leftFor = url;
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Redirecting...')).toBeVisible();
    await waitFor(() => expect(leftFor).toMatch(/^https:\/\//));
  },
};
