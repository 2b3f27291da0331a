import * as z from 'zod/mini';
import { ApiError, contractError, errorText } from './errors';

describe('errorText: what a screen shows for a failed call', () => {
  const fallback = 'Login failed';

  it("shows the server's msg when it sent one", () => {
    const error = new ApiError(
      'Wrong phone number or password.',
      401,
      'http',
      {},
      'Wrong phone number or password.',
    );
    expect(errorText(error, fallback)).toBe('Wrong phone number or password.');
  });

  it("shows the catalogue text when the server sent no msg, never ky's technical message", () => {
    const error = new ApiError(
      'Request failed with status code 500: POST http://x/api/auth/login',
      500,
      'http',
    );
    expect(errorText(error, fallback)).toBe('Login failed');
  });

  it('shows the contract error when the server answered something unexpected', () => {
    const error = contractError('sign-in', z.object({ token: z.string() }).safeParse({}).error!);
    expect(errorText(error, fallback)).toBe(
      "The server's answer to sign-in was not what the app expects: token should be string.",
    );
  });

  it('shows the catalogue text for a network failure and for anything that is not an ApiError', () => {
    expect(
      errorText(new ApiError('The server could not be reached.', 0, 'network'), fallback),
    ).toBe(fallback);
    expect(errorText(new Error('boom'), fallback)).toBe(fallback);
    expect(errorText(undefined, fallback)).toBe(fallback);
  });
});

describe('contractError', () => {
  it('names at most the first three problems', () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() });
    const error = contractError('the list', schema.safeParse({}).error!);

    expect(error).toMatchObject({ kind: 'contract', status: 0 });
    expect(error.message).toBe(
      "The server's answer to the list was not what the app expects: " +
        'a should be string; b should be string; c should be string.',
    );
  });

  it('says when the body was not JSON at all', () => {
    expect(contractError('sign-in').message).toBe(
      "The server's answer to sign-in was not what the app expects: the body is not JSON.",
    );
  });

  it('describes problems other than a wrong type with their own message', () => {
    const schema = z.object({ token: z.string().check(z.minLength(1, 'must not be empty')) });
    const error = contractError('sign-in', schema.safeParse({ token: '' }).error!);

    expect(error.message).toBe(
      "The server's answer to sign-in was not what the app expects: token: must not be empty.",
    );
  });
});
