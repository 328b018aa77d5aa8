import { screen, waitFor } from '@testing-library/react';
import { signedIn } from '@stride/shared/testing';
import { makePageData } from '../testing/makePageData';
import { renderPage } from '../testing/renderPage';

// The chunks of these parts fail to load (a dropped connection): importing them throws.
jest.mock('../catalogue/ProgramSection', () => {
  throw new Error('Loading chunk 836 failed');
});
jest.mock('../toolbar/PageButtons', () => {
  throw new Error('Loading chunk 314 failed');
});

describe('a part of the page whose code fails to load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('leaves an error state in its place, and the rest of the page and its toolbar as they were', async () => {
    const data = makePageData({ path: '/programs/strength' });
    await renderPage('/programs/strength', {
      primed: { ...data, page: { ...data.page, type: 'program' } },
      session: signedIn(),
    });

    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent("This block can't be shown."));
    expect(screen.getByRole('heading', { level: 1, name: 'Train with us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
  });
});
