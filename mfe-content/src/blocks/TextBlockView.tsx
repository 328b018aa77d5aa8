import { colorHex, textColorFor, type TextBlock } from '@stride/shared';
import { useContentParcel } from '../parcel/ContentParcelContext';
import { RichText } from './RichText';

export function TextBlockView({ block }: { block: TextBlock }) {
  const { appConfig: config } = useContentParcel();
  const background = block.background_color ? colorHex(config.theme, block.background_color) : null;
  return (
    <div
      className={`content-text content-text--${block.align}${background ? ' content-text--filled' : ''}`}
      style={background ? { backgroundColor: background, color: textColorFor(background) } : undefined}
    >
      <RichText text={block.text} />
    </div>
  );
}
