import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueTestPage, renderCatalogueSection } from '../testing/renderCatalogueSection';

describe('FormSection', () => {
  it("opens a form page's form as a link does, so a member who already sent it sees their submission", async () => {
    const page = catalogueTestPage('form', {
      id: 'check-in-page',
      path: '/check-ins/weekly',
      title: 'Weekly check-in',
    });
    const props = await renderCatalogueSection({ ...page, page: { ...page.page, form_id: 'form-1' } });

    await userEvent.click(screen.getByRole('button', { name: 'Fill in the form' }));
    expect(props.emitted).toEqual([
      {
        type: 'modal:open',
        payload: { modal: 'form', params: { form: 'form-1', form_page: 'check-in-page', form_trigger: 'linked' } },
      },
    ]);
  });

  it('adds nothing to a form page that names no form', async () => {
    await renderCatalogueSection(catalogueTestPage('form', { id: 'p', path: '/p', title: 'P' }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
