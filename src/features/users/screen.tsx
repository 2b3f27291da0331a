import i18n from 'i18next';
import { USER_ROLES, users, type User } from '@/api/resources/users';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { ChangePasswordAction } from './change-password';
import { enumText } from '@/i18n/enum-text';
import { listScreen } from '@/app/list-screens';

const roleOptions = USER_ROLES.map((value) => ({ value, label: `enums.userRole.${value}` }));
// The API filters booleans by "true" / "false".
const activeOptions = [
  { value: 'true', label: 'users.state.active' },
  { value: 'false', label: 'users.state.inactive' },
];
const f = (name: string) => `users.fields.${name}`;

/** Staff accounts: who signs in, in what role; passwords change through their own call. */
export const usersScreen = defineScreen<User>({
  ...listScreen('/users'),
  resource: users,
  rowLabel: (u) => u.name ?? '',
  createDefaults: () => ({ active: true }),
  // A record never carries its password; the form must not start with one either.
  toFormValues: ({ password: _password, ...user }) => user,
  rowExtras: (u) => <ChangePasswordAction user={u} />,
  columns: [
    {
      id: 'name',
      header: f('name'),
      cell: (u) => u.name,
      csv: (u) => u.name,
      sortValue: (u) => u.name,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'phone',
      header: f('phone'),
      width: '9.5rem',
      cell: (u) => u.phone,
      csv: (u) => u.phone,
      filter: { kind: 'text' },
    },
    {
      id: 'role',
      header: f('role'),
      width: '8rem',
      cell: (u) => enumText('areas:enums.userRole', u.role),
      csv: (u) => u.role,
      sortValue: (u) => u.role,
      sortable: true,
      filter: { kind: 'select', options: roleOptions },
    },
    { id: 'email', header: f('email'), cell: (u) => u.email, csv: (u) => u.email },
    {
      id: 'active',
      header: f('active'),
      width: '6rem',
      // As the API filters: a record without the flag is not active.
      cell: (u) => i18n.t(u.active ? 'areas:users.state.active' : 'areas:users.state.inactive'),
      csv: (u) => !!u.active,
      sortValue: (u) => (u.active ? 0 : 1),
      sortable: true,
      filter: { kind: 'select', options: activeOptions },
    },
    createdAtColumn('users'),
  ],
  fields: [
    { name: 'name', kind: 'text', label: f('name') },
    { name: 'phone', kind: 'tel', label: f('phone') },
    { name: 'role', kind: 'select', label: f('role'), options: roleOptions },
    { name: 'email', kind: 'email', label: f('email') },
    {
      name: 'password',
      kind: 'password',
      label: f('password'),
      description: 'users.passwordHint',
      only: 'create',
    },
    { name: 'active', kind: 'checkbox', label: f('active') },
  ],
});
