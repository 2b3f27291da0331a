import { act, screen } from '@testing-library/react';
import { writeLock } from '@/app/auth/storage';
import { FramedApp, NoBackendApp } from '@/components/feedback/no-backend-screen';
import { renderApp, renderWithProviders } from '@/test/render';
import { storeSession } from '@/test/session';

describe('the demo says so on every screen', () => {
  it('on the sign-in page', async () => {
    renderApp('/login');
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.getByRole('complementary', { name: 'Demo' })).toHaveTextContent(
      'Demo · sample data, kept in this browser only. Do not enter real patients.',
    );
  });

  it('in the main area, and over the lock, which hides everything else', async () => {
    storeSession();
    renderApp('/patients');
    await screen.findByRole('table', { name: 'Patients' });
    expect(screen.getByRole('complementary', { name: 'Demo' })).toBeInTheDocument();

    writeLock();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'clinic-admin.lock' })));
    await screen.findByRole('form', { name: 'Unlock the screen' });
    expect(screen.getByRole('complementary', { name: 'Demo' })).toBeInTheDocument();
  });
});

it('a production build with no backend shows a screen saying so, translated', async () => {
  renderWithProviders(<NoBackendApp />);
  expect(
    await screen.findByRole('heading', { name: 'This deployment names no backend' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('inside another site’s frame, the app says it opens only in a page of its own', async () => {
  renderWithProviders(<FramedApp />);
  expect(
    await screen.findByRole('heading', { name: 'Clinic Admin does not open inside another page' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Open Clinic Admin in a tab of its own' }),
  ).toHaveAttribute('target', '_blank');
});
