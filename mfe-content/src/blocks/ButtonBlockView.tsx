import { colorHex, textColorFor, type ButtonBlock } from '@stride/shared';
import { ActionControl, isImplementedAction } from '../links/ActionControl';
import { useContentParcel } from '../parcel/ContentParcelContext';

export function ButtonBlockView({ block }: { block: ButtonBlock }) {
  const { appConfig: config } = useContentParcel();
  if (!isImplementedAction(block.action)) return null;
  const background = block.color ? colorHex(config.theme, block.color) : null;
  return (
    <div className="content-button">
      <ActionControl
        action={block.action}
        className="stride-button"
        style={background ? { backgroundColor: background, color: textColorFor(background) } : undefined}
      >
        {block.label}
      </ActionControl>
    </div>
  );
}
