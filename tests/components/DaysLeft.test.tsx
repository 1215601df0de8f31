import { act, cleanup, screen } from '@testing-library/react';
import { DaysLeft } from '@/components/tariff/DaysLeft';
import { renderIsland } from './render';

const until = '2026-12-01T12:00:00Z';

describe('DaysLeft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('keeps the server-rendered count while it is still current', () => {
    jest.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    renderIsland(
      <DaysLeft until={until} days={8}>
        rendered on the server
      </DaysLeft>,
    );
    expect(screen.getByText('(rendered on the server)')).toBeInTheDocument();
  });

  it('counts again when a cached page is behind, and as the days pass', () => {
    jest.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    renderIsland(
      <DaysLeft until={until} days={8}>
        rendered on the server
      </DaysLeft>,
    );
    expect(screen.getByText('(Ends in 6 days)')).toBeInTheDocument();
    act(() => {
      jest.setSystemTime(new Date('2026-11-30T12:00:01Z'));
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('(Ends today)')).toBeInTheDocument();
  });
});
