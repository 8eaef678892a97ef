import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCameraOff, IconInfoCircle } from '@tabler/icons-react';
import { GS1_ERROR_KEYS, parseGs1 } from '@rds/contract';
import { t } from '../../lib/i18n';

type CameraState = 'starting' | 'scanning' | 'denied' | 'absent' | 'failed';

/** Frames are read one after another, this long apart: quick enough to feel instant, light on a phone's battery. */
const FRAME_INTERVAL_MS = 120;

/** Why getUserMedia failed, as the person can act on it. */
function refusal(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'failed';
}

/**
 * The device's camera, read frame by frame by the decoder until `onRead` accepts a code. The
 * decoder (zxing-wasm and its WebAssembly, lib/scan/camera.ts) loads alongside the camera's start.
 */
function useCamera(video: React.RefObject<HTMLVideoElement | null>, onRead: (text: string) => boolean): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setState('absent');
      const decoder = import('../../lib/scan/camera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(refusal(error));
        return;
      }
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const { readCodes } = await decoder;
      if (stopped) return;
      setState('scanning');
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const readFrame = async () => {
        if (stopped) return;
        if (element.videoWidth > 0) {
          canvas.width = element.videoWidth;
          canvas.height = element.videoHeight;
          context.drawImage(element, 0, 0);
          const codes = await readCodes(context.getImageData(0, 0, canvas.width, canvas.height));
          if (codes.some((code) => !stopped && onReadRef.current(code))) return stop();
        }
        if (!stopped) timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
      };
      void readFrame();
    }
    start().catch(() => !stopped && setState('failed'));
    return stop;
  }, [video]);

  return state;
}

const EXPLANATION: Partial<Record<CameraState, string>> = {
  denied: 'scan.cameraDenied',
  absent: 'scan.cameraAbsent',
  failed: 'scan.cameraFailed',
};

/**
 * Scan with the camera: a preview, read until the first GS1 code (DataMatrix or GS1-128), which
 * goes to `onCode` as the dialog closes. A code that is not GS1, or a GS1 code with a wrong check
 * digit or an impossible date, is named under the preview while the camera keeps looking.
 */
export default function ScanDialog({ onClose, onCode }: { onClose: () => void; onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const state = useCamera(video, (text) => {
    const parsed = parseGs1(text);
    if (!parsed.ok) {
      setRefused(t(GS1_ERROR_KEYS[parsed.error]));
      return false;
    }
    onCode(text);
    onClose();
    return true;
  });
  const explanation = EXPLANATION[state];

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={650} size="lg">
          {t('scan.dialogTitle')}
        </Text>
      }
      centered
      size="lg"
      data-testid="scan-dialog"
      // Escape closes this dialog only, not the form's dialog under it, whose rows would be lost:
      // Mantine's modals each listen for Escape on the window unless the focused element (here the
      // close button, focused on opening) says it handles it.
      closeOnEscape={false}
      closeButtonProps={{ 'data-mantine-stop-propagation': 'true', 'aria-label': t('common.close') } as object}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <Stack gap="sm">
        {explanation ? (
          <Alert color={state === 'failed' ? 'red' : 'orange'} variant="light" icon={<IconCameraOff size={18} />} title={t('scan.noCamera')}>
            {t(explanation)}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('scan.holdThePack')}</Text>
            <Box pos="relative" bg="dark.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', aspectRatio: '4 / 3' }}>
              <video ref={video} muted playsInline aria-label={t('scan.cameraPreview')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              {state === 'starting' ? (
                <Stack pos="absolute" inset={0} align="center" justify="center" gap="xs">
                  <Loader color="white" size="sm" />
                  <Text size="sm" c="white">
                    {t('scan.startingCamera')}
                  </Text>
                </Stack>
              ) : null}
            </Box>
            {refused ? (
              <Alert color="red" variant="light" icon={<IconInfoCircle size={18} />} role="alert" data-testid="scan-refused">
                {refused}
              </Alert>
            ) : null}
          </>
        )}
      </Stack>
    </Modal>
  );
}
