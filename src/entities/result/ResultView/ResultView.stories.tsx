import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadPanel } from '@/shared/ui/DownloadPanel';
import { SharePanel } from '@/entities/share';
import { ResultView } from './ResultView';
import { RESULT_DOWNLOADS } from './useResultDownloads';
import type { Result } from '@/api';

/** A fixed result, so the presentational view renders without the server. */
const base: Result = {
  id: 1,
  visibleMeasurementId: 'M-000001',
  parameterId: 2,
  parameter: {
    id: 2,
    name: 'Nitrate',
    displayedName: 'Nitrate',
    parameterRange: '0-500',
    unit: 'mg/l',
    citation: 'NO,,3,,__-__',
    citationFormula: 'NO,,3,,__-__',
    tested: 'true',
    isReleased: true,
    packageCounterStripInBox: 100,
    type: 0,
  },
  measurementName: 'Well north – nitrate',
  measurementValue: 42.5,
  measurementUnit: 'mg/l',
  comment: 'Sampled after heavy rain.',
  testStripLotNumber: 'HC123456',
  testStripCatalogNumber: '1.10020.0001',
  cardCatalogNumber: '1.17921.0001',
  cardLotNumber: 'CL240815',
  phoneName: 'Pixel 8',
  phoneOperatingSystem: 'Android 15',
  phoneCamera: 'Main 50 MP',
  sampleCreationDate: 1763666095,
  citationForm: 'NO,,3,,__-__',
  locationLat: 50.110642,
  locationLng: 8.68204,
  invalidSampleMessageCode: null,
  status: 0,
  discardedResult: false,
  createdByUser: { id: 1, displayName: 'Jana Keller', anonymousUser: 'User 0001' },
  updatedAt: 1763666256,
};

const meta = {
  title: 'Results/Cards/Result view',
  component: ResultView,
  args: {
    result: base,
    imageSrc: '/api/results/1/image',
    imageHref: '/image/1',
    onBack: () => {},
    onEdit: () => {},
    onDelete: () => {},
    downloads: <DownloadPanel kinds={RESULT_DOWNLOADS} busy={null} onDownload={() => {}} />,
    sharing: <SharePanel resource="result" resourceId={1} />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: '#f5f7f6' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's view: back, edit, delete, downloads and the share panel. */
export const Owner: Story = {};

/** The read-only shared view: Creator shown; back, edit, delete and sharing hidden. */
export const Shared: Story = { args: { shared: true } };

/** An Excel download in progress. */
export const Downloading: Story = {
  args: { downloads: <DownloadPanel kinds={RESULT_DOWNLOADS} busy="xlsx" onDownload={() => {}} /> },
};

/** An out-of-range value with a 401 code: plain value and the code text without error box. */
export const PlainCodeText: Story = {
  args: { result: { ...base, invalidSampleMessageCode: '401 - Value read' } },
};

/** A '>' reading pinned to the top of the gauge with the error box. */
export const AboveRange: Story = {
  args: {
    result: {
      ...base,
      measurementValue: 500,
      invalidSampleMessageCode: '502 - Value above measuring range',
    },
  },
};
