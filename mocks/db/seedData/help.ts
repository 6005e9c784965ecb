/** FAQ categories and items (one category invisible, one empty) and how-to items. */
import type { FaqCategoryRecord, FaqItemRecord, HowToItemRecord } from '../types';
import { bannerPng } from './png';

export function seedFaq(): { categories: FaqCategoryRecord[]; items: FaqItemRecord[] } {
  const categories: FaqCategoryRecord[] = [
    { id: 1, name: 'General', visible: true, position: 1 },
    { id: 2, name: 'Beta features', visible: false, position: 2 },
    { id: 3, name: 'Accounts', visible: true, position: 3 },
  ];
  const q = (
    id: number,
    faqCategory: number,
    position: number,
    question: string,
    answer: string,
    visible = true,
  ): FaqItemRecord => ({ id, question, answer, faqCategory, visible, position });
  const items: FaqItemRecord[] = [
    q(
      1,
      1,
      1,
      'What does the app measure?',
      '<p>The app reads <strong>colorimetric test strips</strong> with your phone camera, e.g. pH, nitrate and nitrite.</p>',
    ),
    q(
      2,
      1,
      2,
      'Is my data shared with anyone?',
      '<p>No. Your results are only visible to you, unless you <strong>create a share link</strong>.</p>',
    ),
    q(
      3,
      1,
      3,
      'Which phones are supported?',
      '<ul><li>iOS 16 or newer</li><li>Android 11 or newer</li></ul>',
    ),
    q(
      4,
      1,
      4,
      'How long do I dip the strip?',
      '<p>Immerse a pH strip for <strong>at least 2 seconds</strong> and a nitrate strip for <strong>1 second</strong>, then follow the countdown in the app.</p>',
    ),
    q(
      5,
      1,
      5,
      'Why is my value shown as "<"?',
      '<p>The value is <em>below the measuring range</em> of the strip (code 501).</p>',
    ),
    q(
      6,
      1,
      6,
      'What does "NO2 detected" mean?',
      '<p>Nitrite disturbs the nitrate reading. Please <strong>measure nitrite first</strong>.</p>',
      false,
    ),
    q(
      7,
      2,
      1,
      'Can I try new parameters early?',
      '<p>Beta parameters are announced in the notifications.</p>',
    ),
    q(
      8,
      2,
      2,
      'Are beta results kept?',
      '<p>Yes, results of beta parameters stay in your <strong>result list</strong>.</p>',
    ),
  ];
  return { categories, items };
}

export function seedHowTo(): HowToItemRecord[] {
  const image = bannerPng(64, 32);
  const h = (
    id: number,
    title: string,
    description: string,
    visible = true,
    img: string | null = null,
  ): HowToItemRecord => ({ id, title, description, image: img, visible, position: id });
  return [
    h(
      1,
      'Prepare your sample',
      '<p>Take the sample in a <strong>clean vessel</strong> and let it reach room temperature.</p>',
    ),
    h(
      2,
      'Dip and wait',
      `<p>Immerse a pH strip for at least 2 seconds, a nitrate strip for 1 second, then wait for the countdown.</p><p><img src="${image}" alt="Strip on the colour card" /></p>`,
      true,
      image,
    ),
    h(
      3,
      'Scan the strip',
      '<ol><li>Place the strip on the colour card</li><li>Align the crop marks on the screen with those of the card</li><li>The image is taken <strong>automatically</strong></li></ol>',
    ),
    h(
      4,
      'Review your result',
      '<p>Check the value and add a <em>comment</em> or lot number if needed.</p>',
    ),
    h(5, 'Calibrate the camera (old app)', '<p>No longer needed since app version 2.0.</p>', false),
  ];
}
