import { ActionIcon, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import i18n from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMALL_SCREEN } from '@/components/layout/small-screen';
import { openScanned } from './scan-start';

// The dialog, the camera and the detector's code load with the first use, with the lab's texts.
const loadDialog = () =>
  Promise.all([import('./camera-dialog'), i18n.loadNamespaces('lab')]).then(([module]) => module);
const CameraDialog = lazy(loadDialog);

/**
 * "Scan with camera", where the layout offers it (`CameraScanSlot`: a tablet or phone, or a
 * browser with `BarcodeDetector`): in the header, or on a phone's narrow screen (whose header has
 * no room left) first in the sidebar (`inNav`), with its words. A code read opens its sample as a
 * keyboard scanner's does (`openScanned`); where the browser cannot read barcodes, the dialog
 * says so.
 */
export function CameraScan({ inNav = false }: { inNav?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const small = useMediaQuery(SMALL_SCREEN, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  if (inNav !== small) return null;
  const trigger = {
    'aria-haspopup': 'dialog' as const,
    onClick: () => setOpened(true),
    onPointerEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
  };
  return (
    <>
      {inNav ? (
        <Button
          variant="light"
          fullWidth
          mb="xs"
          justify="flex-start"
          leftSection={<IconBarcode size={18} aria-hidden />}
          {...trigger}
        >
          {t('scan.camera')}
        </Button>
      ) : (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('scan.camera')}
          title={t('scan.camera')}
          {...trigger}
        >
          <IconBarcode size={18} aria-hidden />
        </ActionIcon>
      )}
      {opened && (
        <Suspense fallback={null}>
          <CameraDialog
            onClose={() => setOpened(false)}
            onCode={(code) => {
              setOpened(false);
              openScanned(code, navigate, client);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
