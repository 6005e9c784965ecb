/** /admin/faqedit: the FAQ editor on its own (what users read on /info/faq). */
import { Card } from 'antd';
import { PageTitle } from '@/shared/ui/PageTitle';
import { FaqEditor } from '../components/FaqEditor';

export function FaqEditPage() {
  return (
    <>
      <PageTitle style={{ marginBottom: 16 }}>FAQ</PageTitle>
      <Card>
        <FaqEditor />
      </Card>
    </>
  );
}
