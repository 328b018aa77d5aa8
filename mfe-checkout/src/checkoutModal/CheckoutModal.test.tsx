import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { definition } from '../definition';
import { CheckoutModal } from './CheckoutModal';

async function renderModal(search: string) {
  const props = await makeParcelProps({ definition, location: { pathname: '/premium', search, hash: '#checkout' } });
  const close = jest.fn();
  renderInParcel(<CheckoutModal close={close} />, props);
  return close;
}

describe('CheckoutModal', () => {
  it('lists the product ids from the page URL', async () => {
    await renderModal('?products=prod-1,prod-2');
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['prod-1', 'prod-2']);
  });

  it('says no products are selected when the URL names none', async () => {
    await renderModal('');
    expect(screen.getByText('No products selected.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is honest that payments cannot be taken yet', async () => {
    await renderModal('?products=prod-1');
    expect(screen.getByRole('note')).toHaveTextContent("This app can't accept payments yet");
  });

  it('asks the shell to close it from the Close button', async () => {
    const close = await renderModal('');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
