import { act, render, screen } from '@testing-library/react';
import { StickyOrderBar } from '@/components/catalogue/StickyOrderBar';

/** jsdom has neither observer: these stand-ins report what a test tells them to. */
let intersection: (entry: Partial<IntersectionObserverEntry>) => void = () => undefined;
let resize: () => void = () => undefined;
let dockHeight = 0;

beforeEach(() => {
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      intersection = (entry) => callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      resize = () => callback([], this as unknown as ResizeObserver);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  dockHeight = 0;
  document.body.innerHTML = '<div class="dock"></div><form id="order"></form>';
  document.querySelector('.dock')!.getBoundingClientRect = () => ({ height: dockHeight }) as DOMRect;
});

function renderBar() {
  return render(
    <StickyOrderBar watch="order">
      <button type="submit" form="order">
        Order now
      </button>
    </StickyOrderBar>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

it('is served hidden, shows once the order form has scrolled up out of view, and hides when it is back', () => {
  renderBar();
  expect(screen.queryByRole('button', { name: 'Order now' })).toBeNull();
  act(() => intersection({ isIntersecting: false, boundingClientRect: { top: -200 } as DOMRect }));
  expect(screen.getByRole('button', { name: 'Order now' })).toBeVisible();
  act(() => intersection({ isIntersecting: true, boundingClientRect: { top: 100 } as DOMRect }));
  expect(screen.queryByRole('button', { name: 'Order now' })).toBeNull();
});

it('stays away while the form is still below the screen, and while the dock shows a banner', () => {
  renderBar();
  act(() => intersection({ isIntersecting: false, boundingClientRect: { top: 900 } as DOMRect }));
  expect(screen.queryByRole('button', { name: 'Order now' })).toBeNull();
  dockHeight = 180;
  act(() => resize());
  act(() => intersection({ isIntersecting: false, boundingClientRect: { top: -200 } as DOMRect }));
  expect(screen.queryByRole('button', { name: 'Order now' })).toBeNull();
  dockHeight = 0;
  act(() => resize());
  expect(screen.getByRole('button', { name: 'Order now' })).toBeVisible();
});
