import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '@/api/errors';
import { ServerErrorScreen } from './server-error-screen';

/**
 * The router's error component: a screen that failed to render or load shows the server-error
 * screen in its place, with a retry that resets the query error boundary and reloads the route.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ServerErrorScreen
      detail={error instanceof ApiError ? error.message : undefined}
      onRetry={() => {
        queryReset.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
