import { useCallback, useState } from 'react';

type State = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

interface Callbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * The auth state of SPEC §4 for one operation: it goes pending (error cleared), then fulfilled or
 * rejected. Auth calls are not cached server state, so they need no query cache, and the sign-in
 * page stays free of it.
 */
export function useAuthRequest<A, R>(request: (arg: A) => Promise<R>) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const mutate = useCallback(
    (arg: A, { onSuccess, onError }: Callbacks<R> = {}) => {
      setState({ status: 'pending' });
      request(arg).then(
        (result) => {
          setState({ status: 'success' });
          onSuccess?.(result);
        },
        (error: unknown) => {
          setState({ status: 'error', error });
          onError?.(error);
        },
      );
    },
    [request],
  );
  return {
    mutate,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}
