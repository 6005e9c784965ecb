/** The imprint: the regional company (address, registers, board, VAT id) and its contact. */
import { InfoArticle } from '../components/InfoArticle';
import { ImprintDetails } from '../components/ImprintDetails';

export function ImprintPage() {
  return (
    <InfoArticle title="Imprint">
      <ImprintDetails />
    </InfoArticle>
  );
}
