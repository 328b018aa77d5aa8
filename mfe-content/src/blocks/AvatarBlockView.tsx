import { configServiceRef, sessionServiceRef, LAYOUT, type AvatarBlock } from '@stride/shared';
import { MemberAvatar, useService } from '@stride/shared/react';
import { useAttributes } from '../attributes/AttributeContext';
import { ActionControl } from '../links/ActionControl';
import { surfaceStyle } from './blockStyle';
import { useImageLoading } from './leadBlock';
import './people.scss';

/** A coach's (or, with source `member`, the signed-in member's) picture or initials, with the name beside it. */
export function AvatarBlockView({ block }: { block: AvatarBlock }) {
  const config = useService(configServiceRef);
  const session = useService(sessionServiceRef);
  const { fill } = useAttributes();
  const member = block.source === 'member' && session.status === 'authenticated' ? session.user : null;
  const name = member?.name ?? fill(block.name);
  const person = member ?? {
    name,
    email: '',
    avatarUrls: block.image_url ? { original: block.image_url } : null,
  };
  const loading = useImageLoading();
  const avatar = (
    <MemberAvatar
      user={person}
      size={LAYOUT.imageSizes[block.size]}
      className="content-avatar__picture"
      loading={loading}
    />
  );
  return (
    <div
      className={`content-avatar content-avatar--${block.align}${block.background_color ? ' content-avatar--filled' : ''}`}
      style={surfaceStyle(config.theme, block)}
    >
      {block.action ? (
        <ActionControl action={block.action} blockId={block.id} label={name} className="content-avatar__action">
          {avatar}
        </ActionControl>
      ) : (
        avatar
      )}
      <div className="content-avatar__text">
        {name ? (
          <p className="content-avatar__name" dir="auto">
            {name}
          </p>
        ) : null}
        {block.subtitle ? (
          <p className="content-avatar__subtitle" dir="auto">
            {fill(block.subtitle)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
