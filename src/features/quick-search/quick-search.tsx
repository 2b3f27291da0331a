import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMALL_SCREEN } from '@/components/layout/small-screen';
import '@mantine/core/styles/Kbd.css';

// The dialog (its list, the customers call) loads on first use, not with the layout.
const loadDialog = () => import('./quick-search-dialog');
const QuickSearchDialog = lazy(loadDialog);

const isApple = () => {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || '');
};

/**
 * The header's patient search: a button, and Ctrl+K (Cmd+K on Apple devices) anywhere in the
 * main layout, even from a form field. The key is matched by its place on the keyboard, so the
 * shortcut also works with an Arabic or French layout.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const compact = useMediaQuery(SMALL_SCREEN, false, { getInitialValueInEffect: false });
  const [apple] = useState(isApple);

  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open, { usePhysicalKeys: true }]], []);

  const trigger = {
    onClick: open,
    // Fetch the dialog's code while the pointer or focus is on the way, so it opens at once.
    onPointerEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
    'aria-keyshortcuts': apple ? 'Meta+K' : 'Control+K',
    'aria-haspopup': 'dialog' as const,
  };

  return (
    <>
      {compact ? (
        <ActionIcon variant="default" size="lg" aria-label={t('search.open')} {...trigger}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <Kbd size="xs" aria-hidden>
              {apple ? '⌘ K' : 'Ctrl K'}
            </Kbd>
          }
          {...trigger}
        >
          {t('search.open')}
        </Button>
      )}
      {used && (
        <Suspense fallback={null}>
          <QuickSearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
