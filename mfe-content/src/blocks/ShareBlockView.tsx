import { useService } from '@stride/shared/react';
import { configServiceRef } from '@stride/shared';
import type { ShareBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { ShareControl } from '../actions/ShareControl';
import { definition } from '../definition';
import { surfaceStyle } from './blockStyle';

export function ShareBlockView({ block }: { block: ShareBlock }) {
  const config = useService(configServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  return (
    <div className="content-button content-share">
      <ShareControl
        target={block.target}
        className="stride-button"
        style={surfaceStyle(config.theme, { background_color: block.color, text_color: block.text_color })}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5M5 13v6.5h14V13" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {block.label ?? t('shareLabel')}
      </ShareControl>
    </div>
  );
}
