/**
 * Info (public): the visible FAQ categories that hold visible items, with those items (readers
 * see no empty category), and the visible how-tos.
 */
import { reply } from '../../http/reply';
import { route } from '../../http/route';
import { publicFaqs, publicHowTos } from '../../model/help/helpContent';

export const infoHandlers = [
  route('listFaqs', () => reply('listFaqs', publicFaqs())),
  route('listHowTos', () => reply('listHowTos', publicHowTos())),
];
