import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './error-boundary';
import { ShellErrorFallback } from './shell-error-fallback';

function Broken(): never {
  throw new Error('provider failed');
}

describe('a failure outside the router', () => {
  it('shows a page with a way home instead of a blank screen, and logs the error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <MantineProvider env="test">
        <AppErrorBoundary fallback={<ShellErrorFallback />}>
          <Broken />
        </AppErrorBoundary>
      </MantineProvider>,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Unhandled error in the application shell',
      expect.objectContaining({ message: 'provider failed' }),
      expect.any(String),
    );
  });

  it('shows the children when nothing fails', () => {
    render(
      <MantineProvider env="test">
        <AppErrorBoundary fallback={<ShellErrorFallback />}>
          <p>All good</p>
        </AppErrorBoundary>
      </MantineProvider>,
    );

    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
