import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { definition } from '../definition';
import { GroupModal } from './GroupModal';

describe('GroupModal', () => {
  it.each([
    ['participants', 'Participants'],
    ['renaming', 'Rename group'],
  ] as const)('opens the %s dialog titled %s and closes it through the shell', async (modal, title) => {
    const props = await makeParcelProps({ definition });
    const close = jest.fn();
    renderInParcel(<GroupModal modal={modal} close={close} />, props);

    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
