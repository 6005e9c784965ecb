/**
 * /admin/help: the FAQ and the how-to lists as two tabs. What is edited here is what users read
 * on /info/faq and /info/how-to (hidden entries left out).
 */
import { Card, Tabs } from 'antd';
import { PageTitle } from '@/shared/ui/PageTitle';
import { FaqEditor } from '../components/FaqEditor';
import { HowToEditor } from '../components/HowToEditor';

export function HelpPage() {
  return (
    <>
      <PageTitle style={{ marginBottom: 16 }}>Help</PageTitle>
      <Card>
        <Tabs
          items={[
            { key: 'faq', label: 'FAQ', children: <FaqEditor /> },
            { key: 'howto', label: 'How-To', children: <HowToEditor /> },
          ]}
        />
      </Card>
    </>
  );
}
