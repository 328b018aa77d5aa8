import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@stride/shared';
import { makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { useSaveState, type SaveSaid } from './useSaveState';

function Probe({ request, fieldErrors }: { request: () => Promise<SaveSaid | void>; fieldErrors?: boolean }) {
  const { error, fail, save, status } = useSaveState({ fieldErrors });
  return (
    <div>
      <button onClick={() => void save(request)}>Save</button>
      <button onClick={() => fail({ field: 'name', message: 'Name is required' })}>Check</button>
      <p data-testid="saving">{String(status.saving)}</p>
      <p data-testid="form-error">{status.error}</p>
      <p data-testid="field-error">{error?.field ? `${error.field}: ${error.message}` : ''}</p>
      <p data-testid="success">{status.success}</p>
    </div>
  );
}

async function renderProbe(request: () => Promise<SaveSaid | void>, fieldErrors?: boolean) {
  const props = await makeParcelProps({ definition, fetch: apiFake({}).fetch });
  renderInParcel(<Probe request={request} fieldErrors={fieldErrors} />, props);
}

const rejectedOnField = () => Promise.reject(new ApiError(422, 'invalid_field', 'That email is taken', 'email'));

describe('useSaveState', () => {
  it('says what a save said in words, and clears it when a check fails before the next', async () => {
    await renderProbe(async () => ({ key: 'emailChangePending', values: { email: 'new@example.com' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('success')).toHaveTextContent('new@example.com');
    expect(screen.getByTestId('saving')).toHaveTextContent('false');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('success')).toBeEmptyDOMElement();
    expect(screen.getByTestId('field-error')).toHaveTextContent('name: Name is required');
  });

  it('leaves a failure the API tied to a field to that field', async () => {
    await renderProbe(rejectedOnField);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('field-error')).toHaveTextContent('email: That email is taken');
    expect(screen.getByTestId('form-error')).toBeEmptyDOMElement();
  });

  it('says every failure at the form with fieldErrors off', async () => {
    await renderProbe(rejectedOnField, false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('form-error')).toHaveTextContent('That email is taken');
  });

  it('is saving while the request is under way', async () => {
    let finish: () => void = () => undefined;
    await renderProbe(() => new Promise<void>((resolve) => (finish = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('saving')).toHaveTextContent('true');
    await act(async () => finish());
    expect(screen.getByTestId('saving')).toHaveTextContent('false');
  });
});
