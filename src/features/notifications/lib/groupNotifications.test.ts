import { describe, expect, it } from 'vitest';
import { countUnread, groupNotifications, type Notification } from './groupNotifications';

const n = (id: number, sentDate: number, isRead: boolean): Notification => ({
  id,
  type: 'broadcast',
  title: `N${id}`,
  content: '<p>x</p>',
  image: false,
  sentDate,
  creationDate: sentDate - 10,
  isRead,
});

describe('groupNotifications', () => {
  it('puts unread into the new and read into the previous section, newest first', () => {
    const list = [n(1, 100, true), n(2, 300, false), n(3, 200, true), n(4, 400, false)];
    const { unread, read } = groupNotifications(list);
    expect(unread.map((x) => x.id)).toEqual([4, 2]);
    expect(read.map((x) => x.id)).toEqual([3, 1]);
  });

  it('orders notifications sent in the same second by the higher id first', () => {
    const { unread } = groupNotifications([n(5, 100, false), n(9, 100, false), n(7, 100, false)]);
    expect(unread.map((x) => x.id)).toEqual([9, 7, 5]);
  });

  it('does not reorder the list it is given', () => {
    const list = [n(1, 100, false), n(2, 200, false)];
    groupNotifications(list);
    expect(list.map((x) => x.id)).toEqual([1, 2]);
  });

  it('gives two empty sections for no notifications', () => {
    expect(groupNotifications([])).toEqual({ unread: [], read: [] });
  });
});

describe('countUnread', () => {
  it('counts the unread notifications; 0 while there is no list', () => {
    expect(countUnread([n(1, 1, false), n(2, 2, true), n(3, 3, false)])).toBe(2);
    expect(countUnread([])).toBe(0);
    expect(countUnread(undefined)).toBe(0);
  });
});
