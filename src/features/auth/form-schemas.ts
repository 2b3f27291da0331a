import { loginRequestSchema, registerRequestSchema, updatePasswordRequestSchema } from '@/api/auth';
import { withConfirmation } from '@/api/validation';

/**
 * The auth forms' schemas: the request bodies, plus confirmations that never leave the browser.
 * Loaded when the user starts filling a form (see useSchemaForm), with the HTTP client.
 */
export const loginForm = loginRequestSchema;
export const registerForm = withConfirmation(registerRequestSchema, 'password', 'confirmPassword');
export const changePasswordForm = withConfirmation(
  updatePasswordRequestSchema,
  'newPassword',
  'confirmPassword',
);
