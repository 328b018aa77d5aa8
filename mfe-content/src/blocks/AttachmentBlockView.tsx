import { useService } from '@stride/shared/react';
import { configServiceRef, downloadHref, frameSource, type AttachmentBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { useAttributes } from '../attributes/AttributeContext';
import { attributeMediaUrl } from '../attributes/pageAttributes';
import { definition } from '../definition';
import { surfaceStyle } from './blockStyle';
import { FileIcon } from './icons';
import './files.scss';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** 1500 → "1.5 kB" in the member's language (SI units, as file managers show them). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    // "121 bytes", "1.5 kB": the short form of a byte is the unclear "byte".
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A file to download (name and size), or an audio attribute played in place with its download beside it. */
export function AttachmentBlockView({ block }: { block: AttachmentBlock }) {
  const config = useService(configServiceRef);
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const { attribute } = useAttributes();
  const audio = attributeMediaUrl(attribute(block.attribute), 'audio');
  const href = downloadHref(audio ?? block.url ?? '');
  if (!href) return null;
  // Another origin ignores `download`; the file then opens in a new tab instead of replacing the app.
  const external = !href.startsWith('data:') && frameSource(href)?.sameOrigin === false;
  return (
    <div
      className={`content-attachment${block.background_color ? ' content-attachment--filled' : ''}`}
      style={surfaceStyle(config.theme, block)}
    >
      {audio ? <audio className="content-attachment__audio" controls preload="none" src={href} /> : null}
      <a
        className="content-attachment__link"
        href={href}
        download={block.name}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <FileIcon />
        <span className="content-attachment__text">
          <span className="content-attachment__name" dir="auto">
            {block.name}
          </span>
          <span className="content-attachment__meta">
            {block.size_bytes !== null
              ? t('attachmentMeta', { size: formatFileSize(block.size_bytes, i18n.language) })
              : t('attachmentDownload')}
          </span>
        </span>
      </a>
    </div>
  );
}
