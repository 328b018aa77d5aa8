import { PAGE_TYPES } from '@stride/shared';
import { screen } from '@testing-library/react';
import { catalogueTestPage, fetchRoutes, renderCatalogueSection } from '../testing/renderCatalogueSection';

describe('PageTypeSection', () => {
  it.each(PAGE_TYPES.filter((type) => !['program', 'event_occurrence', 'pack'].includes(type)))(
    'adds nothing under a %s page and calls no API',
    async (type) => {
      const fetch = fetchRoutes({});
      await renderCatalogueSection(catalogueTestPage(type, { id: 'p', path: '/p', title: 'P' }), { fetch });

      expect(document.body.textContent).toBe('');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it.each(['program', 'event_occurrence', 'pack'] as const)(
    'adds nothing under a %s page in a page-builder preview',
    async (type) => {
      const fetch = fetchRoutes({});
      await renderCatalogueSection(catalogueTestPage(type, { id: 'p', path: '/p', title: 'P' }), {
        fetch,
        pageBuilder: true,
      });

      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});
