import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cameraProblem,
  cameraSupport,
  openCamera,
  stopCamera,
  watchForCode,
  type CameraProblem,
} from './camera-reader';
import classes from './camera-dialog.module.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';

type State =
  | { kind: 'starting' }
  | { kind: 'unsupported' }
  | { kind: 'problem'; problem: CameraProblem }
  | { kind: 'watching' };

const PROBLEM_TEXT = {
  denied: 'camera.denied',
  'no-camera': 'camera.noCamera',
  busy: 'camera.busy',
  failed: 'camera.failed',
} as const;

/**
 * The camera's picture while it looks for a sample's Code 128 (`camera-reader.ts`); the first
 * code read is handed to `onCode` (the keyboard scanner's path: `openScanned`). Where the browser
 * cannot read barcodes it says so; a refused or missing camera says what to do. The camera is
 * stopped as soon as a code is read and whenever the dialog closes (it is mounted only while
 * open). Loaded with the first use of the header's control.
 */
export default function CameraDialog({
  onClose,
  onCode,
}: {
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation('lab');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const handOver = useRef(onCode);
  useEffect(() => {
    handOver.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const stop = new AbortController();
    let stream: MediaStream | undefined;
    void (async () => {
      const support = await cameraSupport();
      if (stop.signal.aborted) return;
      if (support !== 'ready') return setState({ kind: 'unsupported' });
      try {
        stream = await openCamera();
      } catch (error) {
        if (!stop.signal.aborted) setState({ kind: 'problem', problem: cameraProblem(error) });
        return;
      }
      const view = video.current;
      if (stop.signal.aborted || !view) return stopCamera(stream);
      view.srcObject = stream;
      void Promise.resolve(view.play?.()).catch(() => undefined);
      setState({ kind: 'watching' });
      const code = await watchForCode(view, stop.signal);
      if (!code) return;
      stopCamera(stream);
      handOver.current(code);
    })();
    return () => {
      stop.abort();
      stopCamera(stream);
    };
  }, [attempt]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('common:scan.camera')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="sm">
        {state.kind === 'starting' && (
          <Text size="sm" role="status">
            {t('camera.starting')}
          </Text>
        )}
        {state.kind === 'unsupported' && <Text>{t('camera.unsupported')}</Text>}
        {state.kind === 'problem' && (
          <>
            <Alert color="red" variant="light" role="alert">
              {t(PROBLEM_TEXT[state.problem])}
            </Alert>
            <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
              {t('camera.retry')}
            </Button>
          </>
        )}
        {state.kind === 'watching' && (
          <Text size="sm" role="status">
            {t('camera.watching')}
          </Text>
        )}
        <video
          ref={video}
          className={classes.video}
          hidden={state.kind !== 'watching'}
          aria-label={t('camera.view')}
          muted
          playsInline
          autoPlay
        />
      </Stack>
    </Modal>
  );
}
