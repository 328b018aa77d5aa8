import type { IframeBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { ratioHeightPx } from './blockStyle';
import { FramedPage } from './FramedPage';

export function IframeBlockView({ block }: { block: IframeBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  // Out of range throws 'Ratio Out Of Range' (spec §5): the block's boundary shows its error state.
  const height = ratioHeightPx(block.height_ratio);
  return (
    <div className="content-embed">
      <FramedPage
        url={block.url}
        title={block.title ?? t('embedTitle')}
        height={height}
        referrer="strict-origin-when-cross-origin"
      />
    </div>
  );
}
