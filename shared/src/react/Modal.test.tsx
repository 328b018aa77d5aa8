import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Modal } from './Modal';

/** A page with a button that opens the modal, as a hash link's control does. */
function Opener({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Log in" onClose={() => setOpen(false)} closeLabel="Close" dismissible={dismissible}>
          <button type="button">Inside</button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title that takes focus on open', () => {
    render(
      <Modal title="Log in" onClose={jest.fn()}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveFocus();
  });

  it('opens as a modal dialog, so the browser keeps focus inside it and the page behind inert', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      render(<Opener />);
      expect(showModal).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = screen.getByRole('dialog', { name: 'Log in' });
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(showModal.mock.contexts[0]).toBe(dialog);
      expect(dialog).toHaveAttribute('open');
    } finally {
      showModal.mockRestore();
    }
  });

  it('gives focus back to the control that opened it when it closes', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('stays open, re-opened as modal, when the browser closes it on its own and it is not dismissible', async () => {
    render(<Opener dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    act(() => dialog.close());
    expect(dialog).toHaveAttribute('open');
  });

  it('has a close button named by its label, the × only decoration', () => {
    render(
      <Modal title="Log in" onClose={jest.fn()} closeLabel="Close">
        <p>Body</p>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveClass('stride-modal__close');
    // The × is decoration: the name is the label alone.
    expect(close.querySelector('[aria-hidden="true"]')).toHaveTextContent('×');
  });

  it('closes from its close button, Escape and the backdrop', async () => {
    const onClose = jest.fn();
    render(
      <Modal title="Log in" onClose={onClose} closeLabel="Close">
        <p>Body</p>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    // A click on the backdrop lands on the dialog element itself; its content fills it.
    await userEvent.click(screen.getByRole('dialog'));
    await userEvent.click(screen.getByText('Body'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('cannot be dismissed when not dismissible: no close button, Escape and the backdrop do nothing', async () => {
    const onClose = jest.fn();
    render(
      <Modal title="Finish setup" onClose={onClose} dismissible={false}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hands out its title heading, focusable, through titleRef', () => {
    const titleRef = createRef<HTMLHeadingElement>();
    render(
      <Modal title="Sign up" onClose={jest.fn()} titleRef={titleRef}>
        <p>Body</p>
      </Modal>,
    );
    titleRef.current?.focus();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toHaveFocus();
  });
});
