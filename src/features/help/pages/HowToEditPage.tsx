/** /admin/howtoedit: the how-to editor on its own (what users read on /info/how-to). */
import { Card } from 'antd';
import { PageTitle } from '@/shared/ui/PageTitle';
import { HowToEditor } from '../components/HowToEditor';

export function HowToEditPage() {
  return (
    <>
      <PageTitle style={{ marginBottom: 16 }}>How-To</PageTitle>
      <Card>
        <HowToEditor />
      </Card>
    </>
  );
}
