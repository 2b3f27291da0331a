import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { storeSession } from '@/test/session';
import { Overview } from './overview';

describe('the overview', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [9, 'Good morning, Leila Haddad'],
    [14, 'Good afternoon, Leila Haddad'],
    [20, 'Good evening, Leila Haddad'],
  ])('greets the user by name at %i o’clock', (hour, greeting) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, hour, 30));
    storeSession({ expiresAt: new Date(2026, 2, 10, 23, 0).getTime() });

    renderWithProviders(<Overview />);

    expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });

  it('shows names as typed, without HTML escaping them twice', () => {
    storeSession({
      user: { id: 'u-9', name: 'Nour & Sami <Lab>', phone: '0700000009', type: 'root' },
    });

    renderWithProviders(<Overview />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/, Nour & Sami <Lab>$/);
  });

  it('shows nothing when signed out', () => {
    renderWithProviders(<Overview />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText('Leila Haddad')).not.toBeInTheDocument();
  });
});
