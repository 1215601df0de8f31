/** The hidden tariff's page remembers it for this visitor, then refreshes the router's cache (ADR 16, 24). */
import { render, waitFor } from '@testing-library/react';
import { RememberHiddenTariff } from '@/components/tariff/RememberHiddenTariff';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const answer = (status: number) => jest.fn(async () => ({ ok: status >= 200 && status < 300, status }));

beforeEach(() => refresh.mockClear());

it('posts the tariff once and refreshes the router when it is remembered', async () => {
  const fetchMock = answer(200);
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<RememberHiddenTariff id="AT-HIDDEN-1" />);
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/hidden-tariffs',
    expect.objectContaining({ method: 'POST', body: JSON.stringify({ id: 'AT-HIDDEN-1' }) }),
  );
});

it('leaves the router alone when the tariff could not be remembered', async () => {
  const fetchMock = answer(404);
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<RememberHiddenTariff id="AT-GONE" />);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(refresh).not.toHaveBeenCalled();
});
