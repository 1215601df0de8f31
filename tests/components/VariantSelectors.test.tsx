import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VariantSelectors, type VariantGroup } from '@/components/device/VariantSelectors';
import { renderIsland } from './render';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

const groups: VariantGroup[] = [
  {
    name: 'colour',
    legend: 'Colour',
    options: [
      { value: 'Black', label: 'Black', href: '/smartphones/appleiphone16/iphone-16-128-black', selected: true, colorHex: '#232326' },
      {
        value: 'Blue',
        label: 'Blue',
        href: '/smartphones/appleiphone16/iphone-16-256-blue',
        selected: false,
        colorHex: '#9aadf6',
        note: 'Out of stock',
      },
    ],
  },
  {
    name: 'storage',
    legend: 'Storage',
    options: [
      { value: '128', label: '128 GB', href: '/smartphones/appleiphone16/iphone-16-128-black', selected: true },
      { value: '256', label: '256 GB', href: '/smartphones/appleiphone16/iphone-16-256-black', selected: false },
    ],
  },
];

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

describe('colour and storage selectors', () => {
  it('are labelled radio groups with the current variant checked and stock notes in the label', () => {
    renderIsland(<VariantSelectors groups={groups} summary="Apple iPhone 16, Black, 128 GB: €949.00, In stock" />);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blue Out of stock' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '128 GB' })).toBeChecked();
  });

  it('navigate on the client to the sibling variant’s own URL without scrolling', async () => {
    renderIsland(<VariantSelectors groups={groups} summary="summary" />);
    await userEvent.click(screen.getByRole('radio', { name: '256 GB' }));
    expect(push).toHaveBeenCalledWith('/smartphones/appleiphone16/iphone-16-256-black', { scroll: false });
    expect(screen.getByRole('radio', { name: '256 GB' })).toBeChecked();
  });

  it('are operable with the keyboard: arrow keys choose the next option', async () => {
    renderIsland(<VariantSelectors groups={groups} summary="summary" />);
    screen.getByRole('radio', { name: 'Black' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(push).toHaveBeenCalledWith('/smartphones/appleiphone16/iphone-16-256-blue', { scroll: false });
  });
});
