import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfferSlider } from '@/components/home/OfferSlider';
import { renderIsland } from './render';

function motion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const slides = ['First offer', 'Second offer', 'Third offer'].map((text) => <p key={text}>{text}</p>);

const visibleSlide = () => screen.getAllByRole('group', { hidden: false }).find((el) => !el.hidden);

describe('OfferSlider', () => {
  afterEach(() => jest.useRealTimers());

  it('is operable with its buttons and announces position', async () => {
    motion(false);
    renderIsland(<OfferSlider slides={slides} />);
    expect(visibleSlide()).toHaveAccessibleName('Offer 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(visibleSlide()).toHaveTextContent('Second offer');
    await userEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
    expect(visibleSlide()).toHaveTextContent('Third offer');
    await userEvent.click(screen.getByRole('button', { name: 'Show offer 1' }));
    expect(visibleSlide()).toHaveTextContent('First offer');
  });

  it('rotates on its own until paused', () => {
    jest.useFakeTimers();
    motion(false);
    renderIsland(<OfferSlider slides={slides} />);
    act(() => jest.advanceTimersByTime(7000));
    expect(visibleSlide()).toHaveTextContent('Second offer');
    act(() => screen.getByRole('button', { name: 'Pause the slideshow' }).click());
    act(() => jest.advanceTimersByTime(20000));
    expect(visibleSlide()).toHaveTextContent('Second offer');
  });

  it('never rotates for visitors who prefer reduced motion', () => {
    jest.useFakeTimers();
    motion(true);
    renderIsland(<OfferSlider slides={slides} />);
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30000));
    expect(visibleSlide()).toHaveTextContent('First offer');
  });

  it('renders nothing without slides', () => {
    motion(false);
    const { container } = renderIsland(<OfferSlider slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
