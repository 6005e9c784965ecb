/** Records of broadcasts, help content (FAQ, how-to) and sent mails (see types.ts). */
export interface BroadcastRecord {
  id: number;
  type: string; // 'broadcast'
  title: string;
  content: string; // HTML
  image: string | null; // data URL
  creationDate: number;
  sentDate: number | null;
  ownerId: number;
  /** user ids that opened or marked it read */
  readBy: number[];
  deletedAt: number | null;
}

export interface FaqCategoryRecord {
  id: number;
  name: string;
  visible: boolean;
  position: number;
}

export interface FaqItemRecord {
  id: number;
  question: string;
  answer: string;
  faqCategory: number;
  visible: boolean;
  position: number;
}

export interface HowToItemRecord {
  id: number;
  title: string;
  description: string;
  image: string | null;
  visible: boolean;
  position: number;
}

export interface OutboxMail {
  id: number;
  kind: 'confirmation' | 'reset' | 'newsletter' | 'share';
  to: string;
  subject: string;
  body: string;
  /** app-relative link the mail carries, e.g. /register/confirm/abc */
  link: string;
  sentAt: number;
}
