/**
 * What the rich-text editor's document may hold: headings (levels 2 and 3), bold, italic, lists,
 * links only to http, https and mailto addresses and, where offered, pictures (only embedded
 * PNG/JPEG or https addresses, each with an alt text). Anything else, pasted scripts, styles
 * and unknown markup included, is dropped by this schema.
 */
import { Image } from '@tiptap/extension-image';
import { CharacterCount } from '@tiptap/extensions';
import { StarterKit } from '@tiptap/starter-kit';

/** The link addresses taken: web and mail. */
export const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const SAFE_IMAGE_SRC = /^(https:\/\/|data:image\/(png|jpe?g);base64,)/i;

/**
 * Pictures: a pasted `<img src=x onerror=...>` is dropped, and every picture has an alt text
 * ('' when none is known), so readers' pages stay accessible.
 */
const SafeImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (el) => (SAFE_IMAGE_SRC.test(el.getAttribute('src') ?? '') ? {} : false),
      },
    ];
  },
  addAttributes() {
    return {
      ...this.parent?.(),
      alt: { default: '', renderHTML: (attrs) => ({ alt: (attrs.alt as string | null) ?? '' }) },
    };
  },
}).configure({ allowBase64: true });

/** The editor's extensions; `maxLength` caps the visible characters (typing and pastes). */
export function richTextExtensions({
  maxLength,
  allowImages,
}: {
  maxLength?: number;
  allowImages: boolean;
}) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      blockquote: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => SAFE_LINK.test(url),
      },
    }),
    CharacterCount.configure({ limit: maxLength ?? null }),
    ...(allowImages ? [SafeImage] : []),
  ];
}
