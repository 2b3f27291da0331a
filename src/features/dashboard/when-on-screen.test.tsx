import { act, render, screen } from '@testing-library/react';
import { WhenOnScreen } from './when-on-screen';

/** The browser's observer, reduced to what the component uses: the test says when it shows. */
class Observer {
  static last: Observer | undefined;
  observed: Element[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    Observer.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  scrolledTo(isIntersecting: boolean) {
    act(() => this.report([{ isIntersecting }]));
  }
}

afterEach(() => {
  Observer.last = undefined;
});

it('shows the placeholder until its box is on screen, then its children for good', () => {
  vi.stubGlobal('IntersectionObserver', Observer);
  try {
    render(
      <WhenOnScreen height={220} placeholder={<p>waiting</p>}>
        <p>chart</p>
      </WhenOnScreen>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.getByText('waiting').parentElement).toHaveStyle({ height: '220px' });

    Observer.last?.scrolledTo(false);
    expect(screen.queryByText('chart')).not.toBeInTheDocument();

    Observer.last?.scrolledTo(true);
    expect(screen.getByText('chart')).toBeInTheDocument();
    expect(Observer.last?.observed).toEqual([]);
  } finally {
    vi.unstubAllGlobals();
  }
});

it('shows its children at once where the browser cannot tell what is on screen', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  try {
    render(
      <WhenOnScreen height={220} placeholder={<p>waiting</p>}>
        <p>chart</p>
      </WhenOnScreen>,
    );
    expect(screen.getByText('chart')).toBeInTheDocument();
  } finally {
    vi.unstubAllGlobals();
  }
});
