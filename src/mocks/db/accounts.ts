import { DEMO_CREDENTIALS } from '@/config/settings';
import { persistedTable } from './persist';

export interface DemoAccount {
  id: string;
  name: string;
  phone: string;
  password: string;
}

/** Staff accounts of the demo clinic. The first is the one offered on the sign-in page. */
const seed = (): DemoAccount[] => [
  {
    id: 'u-0001',
    name: 'Leila Haddad',
    phone: DEMO_CREDENTIALS?.phone ?? '0700000001',
    password: DEMO_CREDENTIALS?.password ?? 'demo1234',
  },
  { id: 'u-0002', name: 'Omar Khalil', phone: '0700000002', password: 'reception1' },
  { id: 'u-0003', name: 'Claire Martin', phone: '0700000003', password: 'laboratory1' },
];

export const accounts = persistedTable<DemoAccount>('accounts', seed);

/** Phone numbers compare by their digits, so "070 000 0001" finds "0700000001". */
export const samePhone = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');
