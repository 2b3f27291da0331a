import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render';
import { storeSession } from '@/test/session';

describe('the error pages', () => {
  it('/404 says the page was not found, with a way home, to anyone', async () => {
    const { router } = renderApp('/404');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The page you asked for does not exist or has moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('/500 says something went wrong, with Try again and a way home, to anyone', async () => {
    const { router } = renderApp('/500');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The page could not be shown. Try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/500');
  });
});

describe('the route guard', () => {
  it('sends an anonymous visitor of any other path to sign-in, keeping the path', async () => {
    const { router } = renderApp('/patients/p-12?tab=documents');

    await screen.findByRole('form', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/patients/p-12?tab=documents' });
  });

  it('shows an unknown path inside the main layout to a signed-in user', async () => {
    storeSession();
    const { router } = renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('sends a signed-in user away from the sign-in page, home', async () => {
    storeSession();
    const { router } = renderApp('/login');

    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(router.state.location.href).toBe('/');
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user away from the sign-in page to the page it was to return to', async () => {
    storeSession();
    const { router } = renderApp('/login?redirect=%2Freports%3Fmonth%3D5');

    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(router.state.location.href).toBe('/reports?month=5');
  });

  it('sends a signed-in user away from the registration page, home', async () => {
    storeSession();
    const { router } = renderApp('/register');

    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(router.state.location.href).toBe('/');
  });
});

describe('a list’s URL, typed by its route', () => {
  it('corrects bad table values to the defaults and still shows the list', async () => {
    storeSession();
    const { router } = renderApp('/patients?page=-2&size=7&dir=up&lastName=Haddad');

    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    // The route's schema drops what it cannot read; what it can (a filter) stays.
    await waitFor(() => expect(router.state.location.search).toEqual({ lastName: 'Haddad' }));
    expect(await screen.findByRole('textbox', { name: 'Filter by Name' })).toHaveValue('Haddad');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  });
});
