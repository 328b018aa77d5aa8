import { useService } from '@stride/shared/react';
import { configServiceRef } from '@stride/shared';
import type { ButtonBlock } from '@stride/shared';
import { useAttributes } from '../attributes/AttributeContext';
import { ActionControl } from '../links/ActionControl';
import { surfaceStyle } from './blockStyle';

export function ButtonBlockView({ block }: { block: ButtonBlock }) {
  const config = useService(configServiceRef);
  const { fill } = useAttributes();
  return (
    <div className="content-button">
      <ActionControl
        action={block.action}
        blockId={block.id}
        className="stride-button"
        style={surfaceStyle(config.theme, { background_color: block.color, text_color: block.text_color })}
      >
        {fill(block.label)}
      </ActionControl>
    </div>
  );
}
