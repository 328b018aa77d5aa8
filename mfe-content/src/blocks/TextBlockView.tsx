import { useService } from '@stride/shared/react';
import { configServiceRef } from '@stride/shared';
import type { TextBlock } from '@stride/shared';
import { useAttributes } from '../attributes/AttributeContext';
import { surfaceStyle } from './blockStyle';
import { RichText } from './RichText';

export function TextBlockView({ block }: { block: TextBlock }) {
  const config = useService(configServiceRef);
  const { fill, attribute } = useAttributes();
  const style = surfaceStyle(config.theme, block);
  const fromAttribute = attribute(block.attribute);
  let content;
  if (fromAttribute?.type === 'rich_text') content = <RichText text={fromAttribute.value} />;
  // A string attribute is plain text: its characters are never read as markup.
  else if (fromAttribute?.type === 'string') content = <p>{fromAttribute.value}</p>;
  else content = <RichText text={fill(block.text)} />;
  return (
    <div
      className={`content-text content-text--${block.align}${block.background_color ? ' content-text--filled' : ''}`}
      style={style}
    >
      {content}
    </div>
  );
}
