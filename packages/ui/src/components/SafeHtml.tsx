import { Alert, Button } from 'antd';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import './typography.css';
import { useTranslation } from 'react-i18next';

/**
 * What HTML from data may hold: text and its formatting, lists, tables, links and images. Never
 * anything that runs, restyles the page, asks for input or embeds another page.
 */
const forbiddenTags = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'audio',
  'video',
  'source',
  'track',
  'picture',
];
/**
 * `style` restyles; `class` and `id` could borrow the app's own (an overlay, a label's target);
 * `srcset`, `background` and `poster` would load remote files past the image switch.
 */
const forbiddenAttributes = [
  'style',
  'class',
  'id',
  'name',
  'srcset',
  'background',
  'poster',
  'action',
  'formaction',
  'popover',
  'popovertarget',
];
/** Links and images may point to the web, mail and phone numbers; never `javascript:` or `data:`. */
const allowedUrl = /^(?:https?:|mailto:|tel:)/i;
const remoteUrl = /^https?:/i;

export interface SanitizeOptions {
  /** Load images from the web (default: no, as they tell the sender the mail was opened). */
  remoteImages?: boolean;
}

interface Sanitized {
  html: string;
  /** How many remote images were left without their address. */
  blockedImages: number;
}

let purifier: ReturnType<typeof DOMPurify> | undefined;
/** The state of the sanitising in progress, read by the hooks (`sanitize` is synchronous). */
let running = { remoteImages: false, blockedImages: 0 };

/** Our own DOMPurify instance, so its hooks reach nobody else's sanitising. */
function strictPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    // DOMPurify lets `data:` images through on its own; a data URL is never a link or image here.
    if (/^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // A link opens in a new tab that can neither reach this page nor learn where it came from.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (remoteUrl.test(src) && running.remoteImages)
        node.setAttribute('referrerpolicy', 'no-referrer');
      else {
        // A remote image waits for "Show images"; any other address (a relative
        // `missing-image.png` would load from the app itself) never loads. Either way the
        // image shows as a placeholder box with its text, not as a broken picture.
        if (remoteUrl.test(src)) running.blockedImages += 1;
        node.removeAttribute('src');
        node.setAttribute('data-image-placeholder', '');
      }
    }
  });
  return purifier;
}

function sanitize(html: string, { remoteImages = false }: SanitizeOptions = {}): Sanitized {
  running = { remoteImages, blockedImages: 0 };
  const clean = strictPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: forbiddenAttributes,
    ALLOWED_URI_REGEXP: allowedUrl,
    ALLOW_DATA_ATTR: false,
  });
  return { html: clean, blockedImages: running.blockedImages };
}

/**
 * HTML from data made harmless, with the strict profile every screen uses: no scripts, event
 * handlers, styles, forms, frames or SVG, links only to the web, mail and phone (opening in a
 * new tab, `rel="noopener noreferrer"`), and remote images without their address unless
 * `remoteImages` is on. The one DOMPurify in the app: a composer cleans what it sends with it.
 */
export function sanitizeHtml(html: string, options?: SanitizeOptions): string {
  return sanitize(html, options).html;
}

interface SafeHtmlProps {
  /** HTML that comes from data (an email body, a blog post): never trusted as it is. */
  html: string;
  className?: string;
  /** The element that holds it; a block by default. */
  as?: 'div' | 'span' | 'article' | 'section';
}

/**
 * The one place that renders HTML from data (lint refuses `dangerouslySetInnerHTML` anywhere
 * else), cleaned by `sanitizeHtml`. Remote images stay off until the reader asks: a notice with
 * "Show images" comes before the content when it had any.
 */
export function SafeHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const { t } = useTranslation('common');
  const [remoteImages, setRemoteImages] = useState(false);
  const clean = useMemo(() => sanitize(html, { remoteImages }), [html, remoteImages]);
  return (
    <>
      {clean.blockedImages > 0 && (
        <Alert
          className="safe-html__images"
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          title={t('remoteImages.hidden')}
          action={
            <Button size="small" onClick={() => setRemoteImages(true)}>
              {t('remoteImages.show')}
            </Button>
          }
        />
      )}
      <Element
        className={className}
        // An image that fails to load (gone from its server) becomes a placeholder too.
        onErrorCapture={(event) => {
          const image = event.target;
          if (image instanceof HTMLImageElement) {
            image.removeAttribute('src');
            image.setAttribute('data-image-placeholder', '');
          }
        }}
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
    </>
  );
}
