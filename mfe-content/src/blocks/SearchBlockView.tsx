import { apiServiceRef, configServiceRef, type ContentItem, type SearchBlock } from '@stride/shared';
import { Spinner, useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { searchQueries } from './searchQueries';
import { PageLink } from '../links/PageLink';
import { surfaceStyle } from './blockStyle';
import './search.scss';

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Items whose title or description contains every word of the search, accents and case ignored. */
export function matchItems(items: readonly ContentItem[], term: string): ContentItem[] {
  const words = normalise(term).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const text = normalise(`${item.title} ${item.description ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * A search box over one page type. The listing API filters by tag, not by words, so the pages of the type
 * (up to SEARCH_LIMIT) are fetched once and matched here; each result links to its page.
 */
export function SearchBlockView({ block }: { block: SearchBlock }) {
  const api = useService(apiServiceRef);
  const config = useService(configServiceRef);
  const { t } = useTranslation(definition.i18nNamespace);
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const tags = block.with_tags.join(',');
  const query = useQuery({ ...searchQueries.pagesOfType(api, block.content_type, tags), enabled: term !== '' });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTerm(draft.trim());
  };
  const results = query.data ? matchItems(query.data.items, term) : [];
  return (
    <section
      className={`content-search${block.background_color ? ' content-search--filled' : ''}`}
      style={surfaceStyle(config.theme, block)}
    >
      <form className="content-search__form" role="search" onSubmit={onSubmit}>
        <label className="content-search__label" htmlFor={inputId}>
          {t('searchLabel')}
        </label>
        <input
          id={inputId}
          className="content-search__input"
          type="search"
          value={draft}
          placeholder={block.placeholder ?? t('searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="stride-button content-search__submit">
          {t('searchButton')}
        </button>
      </form>
      {term ? (
        <div className="content-search__results" aria-live="polite">
          {query.isPending ? (
            <Spinner label={t('actionLoading')} />
          ) : query.isError ? (
            <p className="content-search__note" role="alert">
              {t('searchFailed')}
            </p>
          ) : results.length === 0 ? (
            <p className="content-search__note">{t('searchNoResults', { term })}</p>
          ) : (
            <ul className="content-search__list">
              {results.map((item) => (
                <li key={item.id}>
                  <PageLink to={item.path} className="content-search__result">
                    <span className="content-search__result-title" dir="auto">
                      {item.title}
                    </span>
                    {item.description ? (
                      <span className="content-search__result-description" dir="auto">
                        {item.description}
                      </span>
                    ) : null}
                  </PageLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {block.listing_path ? (
        <PageLink to={block.listing_path} className="content-search__all">
          {t('searchSeeAll')}
        </PageLink>
      ) : null}
    </section>
  );
}
