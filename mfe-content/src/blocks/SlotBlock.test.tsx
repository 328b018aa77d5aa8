import { screen } from '@testing-library/react';
import { makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { definition } from '../definition';
import { SlotBlock } from './SlotBlock';

describe('SlotBlock', () => {
  it("says the block isn't available yet", async () => {
    renderInParcel(<SlotBlock />, await makeParcelProps({ definition }));
    expect(screen.getByRole('note')).toHaveTextContent("This block isn't available yet.");
  });
});
