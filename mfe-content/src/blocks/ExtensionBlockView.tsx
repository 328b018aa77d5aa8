import type { ExtensionBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { blockHeightPx } from './blockStyle';
import { FramedPage } from './FramedPage';

/** The owner's own tool (booking, a calculator…) framed in the page; it learns nothing about who is looking. */
export function ExtensionBlockView({ block }: { block: ExtensionBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <div className="content-embed content-embed--extension">
      <FramedPage
        url={block.url}
        title={block.title ?? t('extensionTitle')}
        height={blockHeightPx(block.height)}
        referrer="no-referrer"
      />
    </div>
  );
}
