import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentDrawer } from './current-drawer';

/** The header's word on which drawer this desk's payments go into; nothing until one is chosen. */
export function DrawerBadge() {
  const { t } = useTranslation('common');
  const drawer = useCurrentDrawer();
  if (!drawer) return null;
  return (
    <Anchor
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      renderRoot={(props) => (
        <Link {...props} to="/drawers/$drawerId" params={{ drawerId: drawer.id }} />
      )}
    >
      {t('layout.drawer', { name: drawer.name })}
    </Anchor>
  );
}
