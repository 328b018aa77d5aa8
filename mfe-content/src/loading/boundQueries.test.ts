import { contentQueryKeys, type PageData } from '@stride/shared';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { makePageData } from '../testing/makePageData';
import { boundQueries } from './boundQueries';
import { PAGE_CACHE_LIMIT } from './contentCachePolicy';

function cachedPaths(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: contentQueryKeys.pages })
    .map((query) => String(query.queryKey[3]));
}

describe('page data cache', () => {
  it(`keeps the newest ${PAGE_CACHE_LIMIT} paths, dropping the oldest`, () => {
    const client = new QueryClient();
    boundQueries(client, contentQueryKeys.pages, PAGE_CACHE_LIMIT);
    for (let i = 0; i <= PAGE_CACHE_LIMIT; i += 1) {
      client.setQueryData<PageData>(contentQueryKeys.page(`/page-${i}`), makePageData());
    }

    const paths = cachedPaths(client);
    expect(paths).toHaveLength(PAGE_CACHE_LIMIT);
    expect(paths).not.toContain('/page-0');
    expect(paths).toContain('/page-1');
    expect(paths).toContain(`/page-${PAGE_CACHE_LIMIT}`);
  });

  it('never drops the page on screen, nor queries of other kinds', () => {
    const client = new QueryClient();
    boundQueries(client, contentQueryKeys.pages, 2);
    const myContent = contentQueryKeys.myContent('user-1');
    client.setQueryData(myContent, { pages: [] });
    client.setQueryData(contentQueryKeys.page('/shown'), makePageData());
    const observer = new QueryObserver(client, { queryKey: contentQueryKeys.page('/shown'), enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    client.setQueryData(contentQueryKeys.page('/a'), makePageData());
    client.setQueryData(contentQueryKeys.page('/b'), makePageData());

    expect(cachedPaths(client)).toEqual(['/shown', '/b']);
    expect(client.getQueryData(myContent)).toEqual({ pages: [] });
    unsubscribe();
  });
});
