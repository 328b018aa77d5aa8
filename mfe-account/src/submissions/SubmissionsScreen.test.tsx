import { screen } from '@testing-library/react';
import type { MyContent } from '@stride/shared';
import { makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { SubmissionsScreen } from './SubmissionsScreen';

const EMPTY: MyContent = {
  purchased_products: [],
  programs: [],
  events: [],
  recentPages: [],
  packs: [],
  pages: [],
  shared_items: [],
  upcoming_pages: [],
  bookmarked_items: [],
  has_form_submissions: false,
};

async function renderSubmissions(content: MyContent) {
  const { fetch } = apiFake({ 'GET /my-content': { status: 200, body: content } });
  const props = await makeParcelProps({ definition, session: signedIn(makeUser()), fetch });
  renderInParcel(<SubmissionsScreen />, props);
}

describe('SubmissionsScreen', () => {
  it('says there are no submissions yet under its toolbar', async () => {
    await renderSubmissions(EMPTY);
    expect(screen.getByRole('heading', { level: 1, name: 'Submissions' })).toBeInTheDocument();
    expect(await screen.findByText('No submissions yet. Forms you send will show here.')).toBeInTheDocument();
  });

  it('tells a member who sent forms that they will be listed', async () => {
    await renderSubmissions({ ...EMPTY, has_form_submissions: true });
    expect(await screen.findByText('You have sent forms. They will be listed here soon.')).toBeInTheDocument();
  });
});
