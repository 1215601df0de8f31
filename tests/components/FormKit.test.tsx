import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import type { ErrorFocus } from '@/components/form/FormErrors';
import { post } from '@/components/form/post';
import { useFormPost } from '@/components/form/useFormPost';
import { routeContract } from '@/lib/platform/contracts/answer';
import messages from '@/messages/en-GB.json';
import { answerEveryCall, answerOf } from './answers';
import { renderIsland } from './render';

const contract = routeContract(z.object({ ok: z.literal(true), id: z.string() }), []);
const schema = z.object({
  name: z.string().trim().min(1, 'required'),
  email: z.string().trim().min(1, 'required'),
});
const resolver = zodResolver(schema);
const LABELS = { name: 'Name', email: 'E-mail' } as const;
const onSuccess = jest.fn();
const onOtherFields = jest.fn();

/** A form of two fields built from the kit alone, posting JSON to a made-up route. */
function KitForm({ focus, dismissible, unavailable }: { focus?: ErrorFocus; dismissible?: boolean; unavailable?: React.ReactNode }) {
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver,
    defaultValues: { name: '', email: '' },
    fields: {
      names: ['name', 'email'],
      id: (name) => `kit-${name}`,
      label: (name) => LABELS[name],
      message: (_name, code) => `Wrong: ${code}`,
    },
    url: '/api/kit',
    contract,
    body: (values) => ({ ...values, locale: 'en-GB' }),
    onSuccess,
    onOtherFields,
    focus,
    dismissible,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormErrors {...feedback} unavailable={unavailable} />
      <Field {...field('name')}>{(control) => <input {...control} {...form.register('name')} />}</Field>
      <Field {...field('email')} hint="We answer here.">
        {(control) => <input {...control} {...form.register('email')} />}
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

/** A fetch stand-in whose answer is not one the contract knows, or that fails as it is read. */
function stubFetch(json: () => Promise<unknown>, status = 200) {
  global.fetch = jest.fn(async () => ({ status, ok: status < 400, json })) as unknown as typeof fetch;
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Anna Berger');
  await user.type(screen.getByLabelText('E-mail'), 'anna@example.org');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

beforeEach(() => {
  onSuccess.mockReset();
  onOtherFields.mockReset();
});

describe('the form kit', () => {
  it('puts the answer’s field errors on the fields of the same names and in the focused summary, other fields to onOtherFields', async () => {
    answerEveryCall(contract, 400, {
      error: 'invalid_request',
      fields: [
        { field: 'email', code: 'invalid_format' },
        { field: 'address.zip', code: 'required' },
      ],
    });
    const user = userEvent.setup();
    renderIsland(<KitForm />);
    await fillAndSend(user);

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('We answer here. Wrong: invalid_format');
    const summary = screen.getByRole('heading', { name: 'Please correct 1 entry:' }).parentElement!;
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'E-mail: Wrong: invalid_format' })).toHaveAttribute('href', '#kit-email');
    expect(onOtherFields).toHaveBeenCalledWith([{ field: 'address.zip', code: 'required' }]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Berger');
  });

  it('checks with the schema before sending, and can focus the first invalid field with the summary announced instead', async () => {
    answerEveryCall(contract, 201, { ok: true, id: 'never' });
    const user = userEvent.setup();
    renderIsland(<KitForm focus="field" />);
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Wrong: required');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Name: Wrong: required' })).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['an answer the contract does not know', () => stubFetch(async () => ({ ok: 'yes' }))],
    ['an answer that is not JSON', () => stubFetch(async () => Promise.reject(new SyntaxError('Unexpected token <')), 502)],
    ['a network failure', () => (global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))],
  ])('says the service cannot be reached for %s, and keeps what was typed', async (_case, stub) => {
    stub();
    const user = userEvent.setup();
    renderIsland(<KitForm />);
    await fillAndSend(user);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.form.unavailable));
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Berger');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.org');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('says in the form’s own words what could not be sent when the visitor can only retry', async () => {
    answerEveryCall(contract, 503, { error: 'unavailable' });
    const user = userEvent.setup();
    renderIsland(<KitForm unavailable={<p>Your message could not be sent.</p>} />);
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your message could not be sent.'));
    expect(screen.getByRole('alert')).not.toHaveTextContent(messages.form.unavailable);
  });

  it('lets the visitor close a dismissible message with a button, keeps what was typed and returns the focus to the form', async () => {
    answerEveryCall(contract, 429, { error: 'rate_limited', retryAfter: 60 });
    const user = userEvent.setup();
    renderIsland(<KitForm dismissible />);
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.form.rate_limited));

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: messages.form.close }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Berger');
  });

  it('shows the message of the answer’s error code and hands a success to onSuccess', async () => {
    answerEveryCall(contract, 429, { error: 'rate_limited', retryAfter: 60 });
    const user = userEvent.setup();
    renderIsland(<KitForm />);
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.form.rate_limited));

    answerEveryCall(contract, 201, { ok: true, id: 'abc' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ ok: true, id: 'abc' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Anna Berger', email: 'anna@example.org', locale: 'en-GB' });
  });
});

describe('post', () => {
  it('asks for JSON also when it sends a multipart form, so a handler never answers it with a redirect', async () => {
    answerEveryCall(contract, 201, { ok: true, id: 'abc' });
    const body = new FormData();
    body.set('name', 'Anna');
    expect(await post('/api/kit', body, contract)).toEqual({ ok: true, data: { ok: true, id: 'abc' } });
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(init).toEqual({ method: 'POST', headers: { Accept: 'application/json' }, body });
  });

  it('reads a failure with the contract: a success body with an error status is no success', async () => {
    global.fetch = jest.fn(async () => ({
      status: 500,
      ok: false,
      json: async () => answerOf(contract, { ok: true, id: 'abc' }),
    })) as unknown as typeof fetch;
    expect(await post('/api/kit', {}, async () => contract)).toEqual({ ok: false, error: 'unavailable' });
  });
});
