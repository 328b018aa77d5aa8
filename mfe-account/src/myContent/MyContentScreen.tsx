import { apiServiceRef, dateTimeFormat, navigationServiceRef, type MyContent, type User } from '@stride/shared';
import { InAppLink, Spinner, myContentQueries, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { MemberScreen } from '../accountArea/MemberScreen';
import { ACCOUNT_PATHS, MY_CONTENT_SECTION_PARAM, type MyContentSection } from '../accountRoutes';
import { definition } from '../definition';
import { useProductPrice } from '../purchases/useProductPrice';
import './myContent.scss';

type Navigate = (to: string) => void;

const sectionId = (section: MyContentSection) => `my-content-${section}`;

function Section({
  section,
  titleKey,
  emptyKey,
  children,
  footer,
}: {
  section: MyContentSection;
  titleKey: string;
  emptyKey: string;
  children: ReactNode[];
  footer?: ReactNode;
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const headingId = `${sectionId(section)}-title`;
  return (
    <section id={sectionId(section)} className="account-area my-content__section" aria-labelledby={headingId}>
      <h2 className="account-area__title" id={headingId}>
        {t(titleKey)}
      </h2>
      {children.length === 0 ? (
        <p className="my-content__empty">{t(emptyKey)}</p>
      ) : (
        <ul className="account-area__items">{children}</ul>
      )}
      {footer}
    </section>
  );
}

/** One entry: a link to its page when it has one, its title and a line or two about it. */
function Row({
  to,
  title,
  details = [],
  navigate,
  children,
}: {
  to?: string;
  title: string;
  details?: (string | null)[];
  navigate: Navigate;
  children?: ReactNode;
}) {
  const body = (
    <>
      <span className="my-content__title">{title}</span>
      {details
        .filter((detail): detail is string => Boolean(detail))
        .map((detail, index) => (
          <span key={index} className="my-content__detail">
            {detail}
          </span>
        ))}
      {children}
    </>
  );
  return (
    <li className="account-area__item">
      {to ? (
        <InAppLink to={to} navigate={navigate} className="my-content__row my-content__row--link">
          {body}
        </InAppLink>
      ) : (
        <div className="my-content__row">{body}</div>
      )}
    </li>
  );
}

function MyContentSections({ content, user, navigate }: { content: MyContent; user: User; navigate: Navigate }) {
  const { t, i18n } = useTranslation(definition.i18nNamespace);
  const price = useProductPrice();
  const when = dateTimeFormat(i18n.language, user.timezone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  const day = dateTimeFormat(i18n.language, user.timezone, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <>
      <Section section="saved" titleKey="saved" emptyKey="savedEmpty">
        {content.bookmarked_items.map((page) => (
          <Row key={page.id} to={page.path} title={page.title} details={[page.description]} navigate={navigate} />
        ))}
      </Section>
      <Section section="programs" titleKey="programs" emptyKey="programsEmpty">
        {content.programs.map((program) => {
          const next = program.stages.find((stage) => stage.id === program.active_stage_id);
          return (
            <Row
              key={program.id}
              to={program.path}
              title={program.title}
              details={[
                t('programProgress', { progress: program.progress }),
                program.progress < 100 && next ? t('programNextStage', { title: next.title }) : null,
              ]}
              navigate={navigate}
            >
              <span
                className="my-content__progress"
                role="progressbar"
                aria-label={t('programProgressOf', { title: program.title })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={program.progress}
              >
                <span className="my-content__progress-fill" style={{ width: `${program.progress}%` }} />
              </span>
            </Row>
          );
        })}
      </Section>
      <Section section="packs" titleKey="packs" emptyKey="packsEmpty">
        {content.packs.map((pack) => (
          <Row
            key={pack.id}
            to={pack.path}
            title={pack.title}
            details={[t('packItems', { count: pack.items.length })]}
            navigate={navigate}
          />
        ))}
      </Section>
      <Section section="events" titleKey="upcomingEvents" emptyKey="upcomingEventsEmpty">
        {content.events.map((event) => (
          <Row
            key={event.id}
            to={event.path}
            title={event.title}
            details={[when.formatRange(new Date(event.starts_at), new Date(event.ends_at))]}
            navigate={navigate}
          />
        ))}
      </Section>
      <Section section="upcoming" titleKey="upcomingPages" emptyKey="upcomingPagesEmpty">
        {content.upcoming_pages.map((page) => (
          <Row
            key={page.id}
            to={page.path}
            title={page.title}
            details={[t('availableAfter', { date: day.format(new Date(page.available_after)) })]}
            navigate={navigate}
          />
        ))}
      </Section>
      <Section section="recent" titleKey="recentActivity" emptyKey="recentActivityEmpty">
        {content.recentPages.map((page) => (
          <Row key={page.id} to={page.path} title={page.title} navigate={navigate} />
        ))}
      </Section>
      <Section
        section="purchases"
        titleKey="purchases"
        emptyKey="purchasesEmpty"
        footer={
          content.purchased_products.length > 0 ? (
            <InAppLink to={ACCOUNT_PATHS.purchases} navigate={navigate} className="my-content__more">
              {t('seeAllPurchases')}
            </InAppLink>
          ) : null
        }
      >
        {content.purchased_products.map((product) => (
          <Row key={product.id} title={product.title} details={[price(product)]} navigate={navigate} />
        ))}
      </Section>
    </>
  );
}

function MyContentBody({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const { location, navigate } = useService(navigationServiceRef);
  const query = useQuery(myContentQueries.current(api, user.id));
  const section = new URLSearchParams(location.search).get(MY_CONTENT_SECTION_PARAM);
  const loaded = query.data !== undefined;

  // A menu entry such as "Saved" opens this screen at its section once the sections exist.
  useEffect(() => {
    if (loaded && section) document.getElementById(`my-content-${section}`)?.scrollIntoView({ block: 'start' });
  }, [loaded, section]);

  if (query.data) return <MyContentSections content={query.data} user={user} navigate={navigate} />;
  if (query.isError) return <LoadError messageKey="myContentFailed" onRetry={() => void query.refetch()} />;
  return <Spinner label={t('loading')} />;
}

/** /me/content: the member's saved pages, programs, packs, events, upcoming and recent pages and purchases. */
export function MyContentScreen() {
  return (
    <MemberScreen titleKey="myContent" guestTextKey="logInToSeeContent">
      {(user) => <MyContentBody user={user} />}
    </MemberScreen>
  );
}
