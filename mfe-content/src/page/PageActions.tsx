import { navigationServiceRef, sessionServiceRef } from '@stride/shared';
import type { PageAction } from '@stride/shared';
import { Button, useService } from '@stride/shared/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { PageLink } from '../links/PageLink';
import { lazyComponent } from '../loading/lazyComponent';
import { usePageProgress } from '../progress/usePageProgress';
import type { PageState } from './PageState';
import './actions.scss';

const StartModal = lazyComponent(() => import('../progress/StartModal').then((m) => m.StartModal), {
  drawnOnServer: false,
});

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The page's action buttons (spec §2): mark_complete toggles the member's completion, start subscribes
 * the progress root (then shows "Started"), generic_button is a link; track_progress is never drawn. In
 * page-builder previews they are drawn but do nothing.
 */
export function PageActions({ actions, state }: { actions: readonly PageAction[]; state: PageState }) {
  const session = useService(sessionServiceRef);
  const { pageBuilder } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const progress = usePageProgress(state);
  const [choosingStart, setChoosingStart] = useState(false);
  // Until the stored session is checked, a member's press would be taken for a guest's (a login prompt).
  const inactive = pageBuilder || session.status === 'unchecked';

  const controls = actions.map((action, index) => {
    switch (action.type) {
      case 'generic_button':
        return action.url ? (
          <PageLink key={index} to={action.url} className="stride-button content-action--block">
            {action.label ?? t('open')}
          </PageLink>
        ) : null;
      case 'mark_complete':
        return (
          <Button
            key={index}
            variant={state.completed ? 'secondary' : 'primary'}
            className={`content-action--block content-action--complete${state.completed ? ' is-completed' : ''}`}
            aria-pressed={state.completed}
            disabled={inactive || progress.pending === 'complete'}
            onClick={() => void progress.toggleComplete()}
          >
            {/* A done page says so (its name too), not what pressing did; pressing again takes it back. */}
            {state.completed ? t('pageCompleted') : (action.label ?? t('markComplete'))}
            {state.completed ? <CheckIcon /> : null}
          </Button>
        );
      case 'start':
        if (state.subscribed) {
          return (
            <p key={index} className="content-action--started">
              <CheckIcon />
              {t('started')}
            </p>
          );
        }
        return (
          <div key={index} className="content-action--start">
            <Button
              className="content-action--block"
              disabled={inactive || progress.pending === 'start'}
              onClick={() => void progress.start()}
            >
              {action.label ?? t('start')}
            </Button>
            {state.subscribers?.can_schedule_start && !pageBuilder ? (
              <Button variant="link" onClick={() => setChoosingStart(true)}>
                {t('chooseStart')}
              </Button>
            ) : null}
          </div>
        );
      case 'track_progress':
        return null;
    }
  });

  if (controls.every((control) => control === null)) return null;
  return (
    <div className="content-page-actions">
      {controls}
      {progress.error ? (
        <p className="content-page-actions__error" role="alert">
          {progress.error}
        </p>
      ) : null}
      {choosingStart ? (
        <Suspense fallback={null}>
          <StartModal
            sequence={state.sequence}
            busy={progress.pending === 'start'}
            onClose={() => setChoosingStart(false)}
            onStart={(request) => {
              setChoosingStart(false);
              void progress.start(request);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
