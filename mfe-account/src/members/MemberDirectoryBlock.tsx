import { busServiceRef, sessionServiceRef, type SlotBlock } from '@stride/shared';
import { Button, Spinner, useService } from '@stride/shared/react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { MemberDirectory } from './MemberDirectory';
import './members.scss';

/** The block's own title, when the owner gave one (slot blocks carry their owner's fields as they are). */
function titleOf(block: SlotBlock): string | null {
  const title = (block as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() ? title : null;
}

/** The member_directory content block: the directory inside a page; a guest is asked to log in. */
export function MemberDirectoryBlock({ block }: { block: SlotBlock }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const session = useService(sessionServiceRef);
  const bus = useService(busServiceRef);
  const title = titleOf(block) ?? t('members');
  let body;
  if (session.status === 'authenticated') body = <MemberDirectory user={session.user} />;
  else if (session.status === 'guest')
    body = (
      <>
        <p className="member-directory__empty">{t('logInToSeeMembers')}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('logIn')}</Button>
      </>
    );
  else body = <Spinner label={t('loading')} />;
  return (
    <section className="stride-slot-block" aria-label={title}>
      <h2 className="stride-slot-block__title" dir="auto">
        {title}
      </h2>
      {body}
    </section>
  );
}
