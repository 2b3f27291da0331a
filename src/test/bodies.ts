import type { CustomerBody } from '@/api/resources/customers';

/**
 * A patient as the form sends one, with `values` over it: tests about what the server answers
 * send a whole body, so the call is the one the app makes.
 */
export const patientBody = (values: Partial<CustomerBody> = {}): CustomerBody => ({
  firstName: 'Nour',
  lastName: 'Haddad',
  dateOfBirth: '1990-04-12',
  sex: 'female',
  phone: '0711 223 344',
  ...values,
});

/** An area's create as its form calls it (a method, so any area's own body type fits). */
interface FormCreate {
  create(values: Record<string, unknown>): Promise<unknown>;
}

/** A form's submit to `api`: the values its schema, the area's body, has checked. */
export const submitTo = (api: FormCreate) => (values: Record<string, unknown>) =>
  api.create(values);
