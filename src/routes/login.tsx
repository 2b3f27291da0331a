import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/auth-page';
import { LoginForm } from '@/features/auth/login-form';
import { safeRedirect } from '@/features/auth/safe-redirect';
import { validateLoginSearch } from '@/features/auth/search';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: safeRedirect(search.redirect) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation('auth');
  const { redirect: target, registered } = Route.useSearch();
  return (
    <AuthPage title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm redirect={target} registered={registered} />
    </AuthPage>
  );
}
