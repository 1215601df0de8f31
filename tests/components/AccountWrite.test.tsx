import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { SaveFeedback } from '@/components/account/SaveFeedback';
import { useAccountForm } from '@/components/account/useAccountForm';
import { upstream } from '@/lib/account/upstream';
import { alerts } from './render';
import { stubFetch } from './upstream-stub';
import { renderAccountIsland } from './account-fetch';

/**
 * The customer area's writes (ADR 18): shown at once, rolled back on failure with the typed values
 * kept, field errors at their fields, and an upgrade prompt that then repeats the same write.
 */

const caps = z.object({ limit: z.number() });
const fields = z.object({ limit: z.coerce.number<string>().int().min(0, 'too_small') });
const KEY = ['10000001', 'caps', 'P-1'];

function CapsIsland() {
  const { data } = useQuery({ queryKey: KEY, queryFn: () => upstream('customerarea/spendingcaps/P-1', caps), initialData: { limit: 50 } });
  const { form, onSubmit, field, feedback, save, upgrade } = useAccountForm({
    resolver: zodResolver(fields),
    defaultValues: { limit: '50' },
    fields: { names: ['limit'] as const, id: () => 'limit', label: () => 'Limit', message: (_n, code) => `bad: ${code}` },
    write: (values: { limit: number }) => upstream('customerarea/spendingcaps/P-1', caps, { method: 'PUT', body: values }),
    query: { key: KEY, optimistic: (_current, values) => values, fromAnswer: (answer) => answer },
  });
  return (
    <>
      <p data-testid="cached">{data.limit}</p>
      <form onSubmit={onSubmit} noValidate>
        <FormErrors {...feedback} />
        <Field {...field('limit')}>{(control) => <input {...control} {...form.register('limit')} />}</Field>
        <button type="submit">Save</button>
        <SaveFeedback {...save} />
      </form>
      {upgrade}
    </>
  );
}

function renderCaps() {
  renderAccountIsland(<CapsIsland />);
}

async function typeLimit(value: string) {
  await userEvent.clear(screen.getByLabelText('Limit'));
  await userEvent.type(screen.getByLabelText('Limit'), value);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useAccountForm', () => {
  it('saves, shows the new value and says so', async () => {
    const calls = stubFetch({ 'PUT /api/upstream/customerarea/spendingcaps/P-1': [{ status: 200, body: { limit: 80 } }] });
    renderCaps();
    await typeLimit('80');
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(screen.getByTestId('cached')).toHaveTextContent('80');
    expect(calls).toEqual([{ call: 'PUT /api/upstream/customerarea/spendingcaps/P-1', body: { limit: 80 } }]);
  });

  it('rolls the cache back on failure and keeps what was typed', async () => {
    stubFetch({ 'PUT /api/upstream/customerarea/spendingcaps/P-1': [{ status: 503, body: { error: 'unavailable' } }] });
    renderCaps();
    await typeLimit('80');
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByTestId('cached')).toHaveTextContent('50');
    expect(screen.getByLabelText('Limit')).toHaveValue('80');
  });

  it('puts the door’s field errors at their fields', async () => {
    stubFetch({
      'PUT /api/upstream/customerarea/spendingcaps/P-1': [
        { status: 400, body: { error: 'invalid_request', fields: [{ field: 'limit', code: 'too_big' }] } },
      ],
    });
    renderCaps();
    await typeLimit('900');
    await waitFor(() => expect(screen.getByLabelText('Limit')).toHaveAccessibleDescription('bad: too_big'));
    expect(screen.getByTestId('cached')).toHaveTextContent('50');
  });

  it('asks for upgraded write access, then repeats the same write', async () => {
    const calls = stubFetch({
      'PUT /api/upstream/customerarea/spendingcaps/P-1': [
        { status: 403, body: { error: 'upgrade_required' } },
        { status: 200, body: { limit: 80 } },
      ],
      'POST /api/auth/upgrade': [{ status: 200, body: { ok: true, upgradedUntil: '2026-11-25T10:15:00.000Z' } }],
    });
    renderCaps();
    await typeLimit('80');
    await userEvent.type(await screen.findByLabelText('Your password'), 'Demo-Passwort-2026');
    expect(screen.getByTestId('cached')).toHaveTextContent('50');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('PUT')).map((c) => c.body)).toEqual([{ limit: 80 }, { limit: 80 }]);
  });
});
