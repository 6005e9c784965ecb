import type { Broadcast } from '@/api';
import { canSave, imageMissing, initialValues, toBroadcastWrite } from './broadcastForm';

const stored: Broadcast = {
  id: 5,
  title: 'Winter tips',
  content: '<p>Keep samples <strong>cold</strong>.</p>',
  image: true,
  creationDate: 1,
  sentDate: null,
  views: 0,
  owner: { id: 2, displayName: 'Markus Weber' },
};

describe('broadcast form rules', () => {
  it('needs a title and a text to save', () => {
    expect(canSave({ title: '', content: '<p>x</p>' })).toBe(false);
    expect(canSave({ title: '  ', content: '<p>x</p>' })).toBe(false);
    expect(canSave({ title: 'T', content: '<p></p>' })).toBe(false);
    expect(canSave({ title: 'T', content: '<p>x</p>' })).toBe(true);
  });

  it("refuses 'Use Image' without a picture to send", () => {
    const on = { useImage: true, image: null };
    expect(imageMissing(on, 'create', undefined)).toBe(true);
    expect(imageMissing(on, 'copy', stored)).toBe(true);
    // editing a notification that has its picture keeps that one
    expect(imageMissing(on, 'edit', stored)).toBe(false);
    expect(imageMissing(on, 'edit', { ...stored, image: false })).toBe(true);
    expect(imageMissing({ useImage: true, image: 'iVBOR' }, 'create', undefined)).toBe(false);
    expect(imageMissing({ useImage: false, image: null }, 'create', undefined)).toBe(false);
  });

  it('starts empty, from the notification, or from a copy of it', () => {
    expect(initialValues('create', stored)).toEqual({
      useImage: false,
      image: null,
      title: '',
      content: '',
    });
    expect(initialValues('edit', stored)).toEqual({
      useImage: true,
      image: null,
      title: 'Winter tips',
      content: stored.content,
    });
    expect(initialValues('copy', stored).title).toBe('Winter tips');
  });

  it.each([
    ['edit keeps the stored picture', 'edit', { useImage: true, image: null }, undefined],
    ['edit replaces it with a chosen one', 'edit', { useImage: true, image: 'iVBOR' }, 'iVBOR'],
    ['edit without Use Image removes it', 'edit', { useImage: false, image: 'iVBOR' }, null],
    ['create sends the chosen one', 'create', { useImage: true, image: 'iVBOR' }, 'iVBOR'],
    ['create with none chosen sends none', 'create', { useImage: true, image: null }, null],
    ['a copy sends its own copy', 'copy', { useImage: true, image: '/9j/' }, '/9j/'],
  ] as const)('image: %s', (_name, mode, image, expected) => {
    const body = toBroadcastWrite({ title: ' T ', content: '<p>x</p>', ...image }, mode);
    expect(body.title).toBe('T');
    if (expected === undefined) expect('image' in body).toBe(false);
    else expect(body.image).toBe(expected);
  });
});
