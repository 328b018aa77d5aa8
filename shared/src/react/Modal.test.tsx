import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Modal } from './Modal';

describe('Modal', () => {
  it('is a dialog named by its title that takes focus on open', () => {
    render(
      <Modal title="Log in" onClose={jest.fn()}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveFocus();
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
    await userEvent.click(screen.getByRole('dialog').parentElement!);
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
    await userEvent.click(screen.getByRole('dialog').parentElement!);
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
