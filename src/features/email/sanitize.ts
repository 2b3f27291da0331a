import DOMPurify from 'dompurify';

/**
 * Mail is HTML written by strangers. Everything shown from the server, and everything the
 * composer sends, goes through this one sanitiser: DOMPurify with the HTML profile only (no SVG
 * or MathML), no active or embedding elements, no form controls, and links limited to web, mail
 * and phone addresses, so `javascript:` and `data:` URLs are dropped along with every `on…`
 * handler. Inline styles stay (text alignment, colours); the message container contains them.
 */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'template',
  'noscript',
];
// Ids and classes of a message could collide with the app's own (aria-controls, styles).
const FORBID_ATTR = [
  'id',
  'class',
  'name',
  'srcset',
  'action',
  'formaction',
  'ping',
  'background',
  'poster',
];
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|#)/i;

let hooked = false;

/** Links leave the app in a new tab, without handing it a reference to this window. */
function hardenLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' || !(node instanceof Element)) return;
    const href = node.getAttribute('href');
    if (!href) return;
    if (href.startsWith('#')) {
      // In-page anchors of a message would move the app, not the message.
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
}

export function sanitizeHtml(html: string): string {
  hardenLinks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
  });
}

/** Text for HTML the app writes itself (quoted headers of replies and forwards). */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** True when HTML holds no text and no image: what an emptied editor leaves behind. */
export const isBlankHtml = (html: string) =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .trim() === '';
