import { useService } from '@stride/shared/react';
import { configServiceRef } from '@stride/shared';
import type { CodeBlock } from '@stride/shared';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { surfaceStyle } from './blockStyle';
import './lists.scss';

/** Code as preformatted text: React escapes it, so markup in it is shown, never run. */
export function CodeBlockView({ block }: { block: CodeBlock }) {
  const config = useService(configServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const label = block.language ? t('codeLabelLanguage', { language: block.language }) : t('codeLabel');
  return (
    <figure className="content-code" style={surfaceStyle(config.theme, block)}>
      {block.language ? <figcaption className="content-code__language">{block.language}</figcaption> : null}
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre className="content-code__pre" tabIndex={0} aria-label={label}>
        <code>{block.code}</code>
      </pre>
    </figure>
  );
}
