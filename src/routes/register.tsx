import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/auth-page';
import { RegisterForm } from '@/features/auth/register-form';

export const Route = createFileRoute('/register')({
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/' });
  },
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm />
    </AuthPage>
  );
}
