/** /info/faq (and the webview's FAQ): the FAQ administrators manage. */
import { PageTitle } from '@/shared/ui/PageTitle';
import { FaqList } from '../components/FaqList';

export function FaqPage() {
  return (
    <div style={{ maxWidth: 880, margin: '0 auto' }}>
      <PageTitle style={{ marginBottom: 16 }}>FAQ</PageTitle>
      <FaqList />
    </div>
  );
}
