import {
  apiServiceRef,
  busServiceRef,
  navigationServiceRef,
  queryClientServiceRef,
  sessionServiceRef,
  activeStageId,
  ApiError,
  contentQueryKeys,
  memberQueryKeys,
  type MemberData,
  type Page,
  type Program,
  type ProgramSubscription,
} from '@stride/shared';
import { Button, InAppLink, Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { accessLockOf } from './accessLock';
import { LockNotice } from './LockNotice';
import { programQueries, runProgramAction, type ProgramAction } from './programQueries';
import { SectionError } from './SectionError';
import { useMemberData } from '../progress/useMemberData';
import { useMemberDataMutation } from './useMemberDataMutation';
import './catalogue.scss';

function withSubscription(member: MemberData, subscription: ProgramSubscription): MemberData {
  const others = member.program_subscriptions.filter((s) => s.program_id !== subscription.program_id);
  return { ...member, program_subscriptions: [...others, subscription] };
}

function withoutSubscription(member: MemberData, programId: string): MemberData {
  return {
    ...member,
    program_subscriptions: member.program_subscriptions.filter((s) => s.program_id !== programId),
  };
}

/** The subscription as the action will leave it. */
function guessAfter(program: Program, current: ProgramSubscription | undefined, action: ProgramAction) {
  const completed = { ...(current?.completed_stage_ids ?? {}) };
  if (action.kind === 'completeStage') completed[action.stageId] = true;
  if (action.kind === 'uncompleteStage') delete completed[action.stageId];
  if (action.kind === 'complete') for (const stage of program.stages) completed[stage.id] = true;
  return { program_id: program.id, completed_stage_ids: completed };
}

const isProgramNotFound = (error: unknown) => error instanceof ApiError && error.code === 'program_not_found';

function useProgramAction(program: Program, userId: string | null) {
  const api = useService(apiServiceRef);
  const queryClient = useService(queryClientServiceRef);
  return useMemberDataMutation(userId, {
    mutationFn: (action: ProgramAction) => runProgramAction(api, program.id, action),
    optimistic: (member, action) => {
      const current = member.program_subscriptions.find((s) => s.program_id === program.id);
      return withSubscription(member, guessAfter(program, current, action));
    },
    settle: (member, result) => withSubscription(member, result.program_subscription),
    // The server holds no subscription to this program: drop the stale one so Subscribe shows again.
    afterError: (member, error) => (isProgramNotFound(error) ? withoutSubscription(member, program.id) : member),
    // Following a drip program starts it on the server: its page subscription and drip locks change too.
    afterSuccess: (_result, action) => {
      if (action.kind !== 'subscribe') return;
      if (userId !== null) void queryClient.invalidateQueries({ queryKey: memberQueryKeys.data(userId) });
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.all });
    },
  });
}

function ProgramStages({
  program,
  subscription,
  busy,
  onAction,
}: {
  program: Program;
  subscription: ProgramSubscription | null;
  busy: boolean;
  onAction(action: ProgramAction): void;
}) {
  const { navigate } = useService(navigationServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const completed = subscription?.completed_stage_ids ?? {};
  const active = subscription ? activeStageId(program.stages, completed) : null;
  return (
    <ol className="catalogue-stages">
      {program.stages.map((stage, index) => {
        const done = Boolean(completed[stage.id]);
        const classes = [
          'catalogue-stages__stage',
          done && 'catalogue-stages__stage--done',
          stage.id === active && 'catalogue-stages__stage--active',
        ];
        return (
          <li
            key={stage.id}
            className={classes.filter(Boolean).join(' ')}
            aria-current={stage.id === active ? 'step' : undefined}
          >
            <span className="catalogue-stages__marker" aria-hidden="true">
              {done ? '\u2713' : index + 1}
            </span>
            <span className="catalogue-stages__text">
              <InAppLink to={stage.path} navigate={navigate} className="catalogue-stages__link">
                {stage.title}
              </InAppLink>
              {done ? <span className="catalogue-stages__state">{t('programStageDone')}</span> : null}
            </span>
            {subscription ? (
              <Button
                variant="secondary"
                className="catalogue-stages__toggle"
                disabled={busy}
                aria-label={t(done ? 'programUncompleteStage' : 'programCompleteStage', { title: stage.title })}
                onClick={() =>
                  onAction(
                    done
                      ? { kind: 'uncompleteStage', stageId: stage.id }
                      : { kind: 'completeStage', stageId: stage.id },
                  )
                }
              >
                {t(done ? 'programUncompleteStageShort' : 'programCompleteStageShort')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Why the last change did not happen: no such subscription, a stage or program not open to the member, or else. */
function ProgramActionError({ error }: { error: Error }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const lock = accessLockOf(error);
  if (lock) {
    return (
      <div role="alert">
        <LockNotice lock={lock} subject="program" />
      </div>
    );
  }
  return (
    <p className="catalogue-section__error" role="alert">
      {isProgramNotFound(error) ? t('programNotFound') : t('catalogueActionFailed')}
    </p>
  );
}

/** `startAction`: the page has a Start action, which follows the program too, so no second button is drawn. */
function ProgramBody({ program, startAction }: { program: Program; startAction: boolean }) {
  const bus = useService(busServiceRef);
  const session = useService(sessionServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const { userId, data: member } = useMemberData();
  const action = useProgramAction(program, userId);
  const subscription = member?.program_subscriptions.find((s) => s.program_id === program.id) ?? null;
  const allDone =
    subscription !== null &&
    program.stages.length > 0 &&
    program.stages.every((stage) => subscription.completed_stage_ids[stage.id]);
  const completedProgram = action.isSuccess && action.variables.kind === 'complete';

  let footer = null;
  if (session.status === 'guest') {
    footer = (
      <div className="catalogue-section__actions">
        <p className="catalogue-section__note">{t('programLogInToFollow')}</p>
        <Button onClick={() => bus.emit('modal:open', { modal: 'auth' })}>{t('catalogueLogIn')}</Button>
      </div>
    );
  } else if (userId !== null && member && !subscription && !startAction) {
    footer = (
      <div className="catalogue-section__actions">
        <Button disabled={action.isPending} onClick={() => action.mutate({ kind: 'subscribe' })}>
          {t('programSubscribe')}
        </Button>
      </div>
    );
  } else if (completedProgram) {
    footer = (
      <p className="catalogue-section__note" role="status">
        {t('programCompleted')}
      </p>
    );
  } else if (allDone) {
    footer = (
      <div className="catalogue-section__actions">
        <Button disabled={action.isPending} onClick={() => action.mutate({ kind: 'complete' })}>
          {t('programComplete')}
        </Button>
      </div>
    );
  }

  return (
    <>
      {/* How far the member is: the page's progress panel, the program's one number (pages done, stages in). */}
      <ProgramStages
        program={program}
        subscription={subscription}
        busy={action.isPending}
        onAction={(next) => action.mutate(next)}
      />
      {action.isError ? <ProgramActionError error={action.error} /> : null}
      {footer}
    </>
  );
}

/** A program page: its stages, the member's progress through them, and subscribe / complete controls. */
export function ProgramSection({ page }: { page: Page }) {
  const api = useService(apiServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const programs = useQuery(programQueries.list(api));
  const headingId = `catalogue-program-${page.id}`;

  let body;
  if (programs.isPending) body = <Spinner label={t('catalogueLoading')} />;
  else if (programs.isError) body = <SectionError onRetry={() => void programs.refetch()} />;
  else {
    const program = programs.data.programs.find((p) => p.id === page.id);
    // Not listed (e.g. unpublished since): the page's own blocks are all there is to show.
    if (!program) return null;
    body = <ProgramBody program={program} startAction={page.actions.some((a) => a.type === 'start')} />;
  }
  return (
    <section className="catalogue-section" aria-labelledby={headingId}>
      <h2 className="catalogue-section__title" id={headingId}>
        {t('programStages')}
      </h2>
      {body}
    </section>
  );
}
