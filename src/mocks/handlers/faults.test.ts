import { ApiError } from '@/api/errors';
import { doctors } from '@/api/resources/doctors';
import { insurance } from '@/api/resources/insurance';
import { db } from '@/mocks/db/tables';
import { storeSession } from '@/test/session';
import { DEMO_FAULTS_KEY, type DemoFault } from './faults';

const inject = (...faults: DemoFault[]) =>
  localStorage.setItem(DEMO_FAULTS_KEY, JSON.stringify(faults));

beforeEach(() => storeSession());

it('fails the matching call as often as asked, then answers normally', async () => {
  const doctor = db.doctors.all()[0]!;
  inject({ method: 'PUT', path: '/api/doctors/', status: 500, times: 1 });
  await expect(doctors.api.update(doctor._id, { specialty: 'Cardiology' })).rejects.toMatchObject({
    status: 500,
    message: 'Injected failure (500)',
  });
  expect(localStorage.getItem(DEMO_FAULTS_KEY)).toBe('[]');
  await expect(doctors.api.update(doctor._id, { specialty: 'Cardiology' })).resolves.toMatchObject({
    specialty: 'Cardiology',
  });
});

it('answers a contract breach or a dropped connection in place of the real answer', async () => {
  inject({ path: '/api/insurance', body: { data: 'not a list' } });
  await expect(insurance.api.list({ page: 1, pageSize: 10 })).rejects.toThrow(
    'Expected an array but received a non-array response.',
  );
  inject({ method: 'GET', path: '/api/doctors', network: true });
  const error = await doctors.api.list({ page: 1, pageSize: 10 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).kind).toBe('network');
});

it('leaves other calls, and garbage in storage, alone', async () => {
  inject({ method: 'DELETE', path: '/api/doctors/', status: 500 });
  await expect(doctors.api.list({ page: 1, pageSize: 5 })).resolves.toMatchObject({ page: 1 });
  localStorage.setItem(DEMO_FAULTS_KEY, '{not json');
  await expect(doctors.api.list({ page: 1, pageSize: 5 })).resolves.toMatchObject({ page: 1 });
});
