import { screen } from '@testing-library/react';
import { makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { definition } from '../definition';
import { SlotBlock } from './SlotBlock';

describe('SlotBlock', () => {
  it("says a block no remote owns isn't available yet", async () => {
    renderInParcel(<SlotBlock owned={false} />, await makeParcelProps({ definition }));
    expect(screen.getByRole('note')).toHaveTextContent("This block isn't available yet.");
  });

  it("keeps an owned block's place while its remote loads, without a note", async () => {
    const { container } = renderInParcel(<SlotBlock owned />, await makeParcelProps({ definition }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(container.querySelector('.content-slot--pending')).toHaveAttribute('aria-busy', 'true');
  });
});
