import { apiServiceRef, sessionServiceRef, type OutgoingMessage, type ThreadUser } from '@stride/shared';
import { UPLOAD_LIMIT_BYTES, formatMegabytes } from '@stride/shared/accounts';
import { mentionToken } from '@stride/shared/messaging';
import { LineIcon, useService } from '@stride/shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { threadQueries } from '../threads/threadQueries';
import { definition } from '../definition';
import type { MessagingStringKey } from '../i18n/en';
import { outgoingMessages, type PickedMedia } from './outgoingMessages';
import { MEDIA_ACCEPT, readMediaFile } from './readMediaFile';
import './composer.scss';

/** `@` and the letters typed after it, right before the caret: what the mention list searches for. */
const MENTION_QUERY = /(?:^|\s)@([^\s@<>]{1,40})$/u;
const UPLOAD_LIMIT = formatMegabytes(UPLOAD_LIMIT_BYTES);

interface MentionQuery {
  term: string;
  /** Where the `@` is in the text. */
  start: number;
  end: number;
}

function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const match = MENTION_QUERY.exec(text.slice(0, caret));
  if (!match) return null;
  const term = match[1]!;
  return { term, start: caret - term.length - 1, end: caret };
}

export interface ComposerProps {
  /** The field's name ("Message", "Reply"). */
  label: string;
  /** The thread whose people `@` mentions; none (a new conversation) offers no mentions. */
  threadId: string | null;
  onSend(messages: OutgoingMessage[]): void;
  /** The member typed: the thread tells the others (throttled by the caller). */
  onTyping?(): void;
  /** The send is on its way (a new conversation): the form waits. */
  busy?: boolean;
}

/**
 * Writes messages (spec §5): Enter sends and Shift+Enter starts a new line; the text goes out split into text and
 * link messages, escaped but for the mentions picked; a photo or video goes with it. Typing `@` and letters lists
 * the people who can be mentioned (arrows move, Enter or Tab picks, Escape closes), and picking writes `@<Name>`.
 */
export function Composer({ label, threadId, onSend, onTyping, busy = false }: ComposerProps) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const session = useService(sessionServiceRef);
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const fieldId = useId();
  const listId = useId();
  const hintId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  const [media, setMedia] = useState<PickedMedia | null>(null);
  const [error, setError] = useState<MessagingStringKey | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  // Where the caret goes once a picked mention is in the text: right after it, before anything else is typed.
  const placeCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = placeCaret.current;
    if (at === null || !textRef.current) return;
    placeCaret.current = null;
    textRef.current.focus();
    textRef.current.setSelectionRange(at, at);
  });

  const query = threadId ? mentionQueryAt(text, caret) : null;
  const mentionOpen = query !== null && dismissed !== query.start;
  const mentionable = useQuery({
    ...threadQueries.mentionable(api, userId, threadId ?? '', query?.term ?? ''),
    enabled: mentionOpen && userId !== '',
    // The list keeps its names while the next letter's answer comes, instead of flickering shut.
    placeholderData: keepPreviousData,
  });
  const options: ThreadUser[] = mentionOpen ? (mentionable.data?.users ?? []) : [];
  const listShown = options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);

  const follow = (element: HTMLTextAreaElement) => setCaret(element.selectionStart ?? element.value.length);

  const pick = (user: ThreadUser) => {
    if (!query) return;
    const token = `${mentionToken(user.name)} `;
    const next = text.slice(0, query.start) + token + text.slice(query.end);
    const at = query.start + token.length;
    setText(next);
    setCaret(at);
    setPicked((names) => (names.includes(user.name) ? names : [...names, user.name]));
    setActive(0);
    placeCaret.current = at;
  };

  const submit = () => {
    if (busy) return;
    const outgoing = outgoingMessages(text, picked, media);
    if (outgoing === null) {
      setError('tooLong');
      return;
    }
    if (outgoing.length === 0) return;
    onSend(outgoing);
    setText('');
    setCaret(0);
    setPicked([]);
    setMedia(null);
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (listShown) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(options[activeIndex]!);
        return;
      }
      if (event.key === 'Escape') {
        // The list closes, not the dialog or screen around the composer.
        event.preventDefault();
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        setDismissed(query?.start ?? null);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    follow(event.target);
    setActive(0);
    setError(null);
    if (event.target.value.trim()) onTyping?.();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const choice = await readMediaFile(file);
    if ('error' in choice) {
      setError(choice.error);
      setMedia(null);
    } else {
      setError(null);
      setMedia(choice.media);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <form className="messaging-composer" onSubmit={onSubmit} aria-busy={busy || undefined}>
      {media ? (
        <div className="messaging-composer__media">
          {media.kind === 'image' ? (
            <img src={media.dataUrl} alt={t('chosenImage')} />
          ) : (
            <span className="messaging-composer__file" dir="auto">
              {media.name}
            </span>
          )}
          <button
            type="button"
            className="stride-icon-button"
            aria-label={t('removeMedia')}
            onClick={() => setMedia(null)}
          >
            <LineIcon path="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="messaging-composer__error" role="alert">
          {t(error, { size: UPLOAD_LIMIT })}
        </p>
      ) : null}
      <div className="messaging-composer__row">
        <label className="stride-icon-button messaging-composer__attach">
          <LineIcon path="M21 12.5l-8.5 8.5a5 5 0 0 1-7-7l9-9a3.5 3.5 0 0 1 5 5l-9 9a2 2 0 0 1-3-3l8-8" />
          <input
            type="file"
            className="messaging-visually-hidden"
            accept={MEDIA_ACCEPT}
            aria-label={t('addMedia')}
            onChange={(event) => void onFile(event)}
          />
        </label>
        <div className="messaging-composer__field">
          <label htmlFor={fieldId} className="messaging-visually-hidden">
            {label}
          </label>
          <textarea
            id={fieldId}
            ref={textRef}
            rows={1}
            value={text}
            placeholder={label}
            dir="auto"
            aria-describedby={hintId}
            aria-autocomplete={threadId ? 'list' : undefined}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={listShown ? optionId(activeIndex) : undefined}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onSelect={(event) => follow(event.currentTarget)}
            onClick={(event) => follow(event.currentTarget)}
          />
          <span id={hintId} className="messaging-visually-hidden">
            {threadId ? t('composerHintMentions') : t('composerHint')}
          </span>
          {listShown ? (
            <ul className="messaging-mentions" role="listbox" id={listId} aria-label={t('mentionPeople')}>
              {options.map((user, index) => (
                <li
                  key={user.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="messaging-mentions__option"
                  // Keeps focus in the field: the option is picked on click without the field blurring first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(user)}
                  dir="auto"
                >
                  {user.name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <button
          type="submit"
          className="stride-icon-button messaging-composer__send"
          aria-label={t('send')}
          disabled={busy}
        >
          <LineIcon path="M4 12l16-8-6 16-2-7z" />
        </button>
      </div>
    </form>
  );
}
