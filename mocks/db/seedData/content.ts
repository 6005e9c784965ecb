/** Broadcasts, the test-strip package and the outbox. */
import { DAY, HOUR } from '../clock';
import type { BroadcastRecord, OutboxMail, TestStripPackageRecord, UserRecord } from '../types';
import { PH } from './parameters';
import { bannerPng } from './png';

export function seedBroadcasts(
  ref: number,
  adminId: number,
  readerIds: number[],
): BroadcastRecord[] {
  const image = bannerPng();
  const items: Array<Omit<BroadcastRecord, 'id' | 'type' | 'ownerId' | 'deletedAt'>> = [
    {
      title: "What's New in Version 2.3",
      content:
        '<p>Version <strong>2.3</strong> is here:</p><ul><li>Faster result upload</li><li>Map view for all results</li><li>Export to Excel, CSV and ZIP</li></ul>',
      image: null,
      creationDate: ref - 125 * DAY,
      sentDate: ref - 120 * DAY,
      readBy: [...readerIds],
    },
    {
      title: 'Nitrite test strips now available',
      content:
        '<p>You can now measure <strong>Nitrite (NO<sub>2</sub><sup>-</sup>)</strong> with the app.</p><p>Find the new strips in our shop.</p>',
      image,
      creationDate: ref - 76 * DAY,
      sentDate: ref - 75 * DAY,
      readBy: readerIds.slice(0, 1),
    },
    {
      title: 'Scheduled maintenance on December 2',
      content:
        '<p>The service will be unavailable on <strong>December 2</strong> between 6 and 8 a.m. CET.</p><p>Measurements are stored on your phone and uploaded afterwards.</p>',
      image: null,
      creationDate: ref - 31 * DAY,
      sentDate: ref - 30 * DAY,
      readBy: [],
    },
    {
      title: "What's New: Achievements",
      content:
        '<p>Collect <strong>achievements</strong> for your measurements:</p><ul><li>Streaks of 5, 10 and 15 days</li><li>Early Bird and Traveler</li></ul><p>Check your dashboard!</p>',
      image: null,
      creationDate: ref - 7 * DAY,
      sentDate: ref - 6 * DAY,
      readBy: [],
    },
    {
      title: 'Winter sampling tips',
      content:
        '<p>Cold water slows down the colour reaction. <strong>Warm the sample</strong> to room temperature before measuring.</p>',
      image: null,
      creationDate: ref - 2 * DAY,
      sentDate: null,
      readBy: [],
    },
    {
      title: 'Survey: how do you use the app?',
      content:
        '<p>Tell us how you use the app and help us improve it.</p><ul><li>5 minutes</li><li>10 questions</li></ul>',
      image: null,
      creationDate: ref - 5 * HOUR,
      sentDate: null,
      readBy: [],
    },
  ];
  return items.map((b, i) => ({
    id: i + 1,
    type: 'broadcast',
    ownerId: adminId,
    deletedAt: null,
    ...b,
  }));
}

export function seedPackages(ref: number, userId: number): TestStripPackageRecord[] {
  return [
    {
      id: 1,
      userId,
      parameterId: PH,
      batchNumber: 'HC123456',
      startAmount: 100,
      amountOfTestStripsLeft: 64,
      createdAt: ref - 40 * DAY,
    },
  ];
}

export function seedOutbox(pending: UserRecord): OutboxMail[] {
  const link = `/register/confirm/${pending.confirmationToken}`;
  return [
    {
      id: 1,
      kind: 'confirmation',
      to: pending.email,
      subject: 'Please confirm your registration',
      body: `Hello ${pending.firstName ?? ''},\n\nplease confirm your registration within 24 hours: ${link}`,
      link,
      sentAt: pending.confirmationTokenCreatedAt ?? pending.registrationDate,
    },
  ];
}
