import { useEffect, useRef, useState } from 'react';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './FileUpload.css';
import { CAPTURE_QUALITY, CAPTURE_TYPE, type FacingMode } from './file-upload-options';
import fileUploadStrings from './fileUpload.strings.json';

export type CameraState = 'starting' | 'live' | 'denied' | 'unavailable';

export interface CameraCaptureProps {
  /** Where to ask for the camera; null when the browser has none. */
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | null;
  /** @default 'user' (the front camera) */
  defaultFacingMode?: FacingMode;
  onCapture: (file: File) => void;
  onCancel: () => void;
}

const photoName = (now: Date) => `foto-${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}.jpg`;

/** A live camera view with capture, front/rear switch, and the denied and missing states. */
export function CameraCapture({
  mediaDevices,
  defaultFacingMode = 'user',
  onCapture,
  onCancel,
}: CameraCaptureProps) {
  const { t } = useUiStrings(fileUploadStrings);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [facingMode, setFacingMode] = useState<FacingMode>(defaultFacingMode);
  const [attempt, setAttempt] = useState(0);
  // Each request (camera, attempt) starts again from 'starting' until it answers.
  const request = `${facingMode}-${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: CameraState } | null>(null);
  const state: CameraState = !mediaDevices
    ? 'unavailable'
    : answer?.request === request
      ? answer.state
      : 'starting';

  useEffect(() => {
    if (!mediaDevices) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    mediaDevices
      .getUserMedia({ video: { facingMode }, audio: false })
      .then(async (granted) => {
        stream = granted;
        if (cancelled) return;
        const video = videoRef.current;
        if (video) {
          video.srcObject = granted;
          await video.play().catch(() => undefined);
        }
        if (!cancelled) setAnswer({ request, state: 'live' });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const name = error instanceof DOMException ? error.name : '';
        const denied = name === 'NotAllowedError' || name === 'SecurityError';
        setAnswer({ request, state: denied ? 'denied' : 'unavailable' });
      });
    return () => {
      cancelled = true;
      // Turn the camera (and its light) off when the view closes or switches.
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [mediaDevices, facingMode, request]);

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (blob) onCapture(new File([blob], photoName(new Date()), { type: CAPTURE_TYPE }));
      },
      CAPTURE_TYPE,
      CAPTURE_QUALITY,
    );
  };

  const isLive = state === 'live';
  const problem = state === 'denied' || state === 'unavailable';

  return (
    <div className={styles.camera}>
      {problem ? (
        <Alert tone={state === 'denied' ? 'warning' : 'danger'}>
          {state === 'denied' ? t('fileUpload.cameraDenied') : t('fileUpload.cameraUnavailable')}
        </Alert>
      ) : (
        <div className={styles.videoBox}>
          <video
            ref={videoRef}
            aria-label={t('fileUpload.cameraView')}
            className={[
              styles.video,
              facingMode === 'user' ? styles.mirrored : '',
              isLive ? '' : styles.hidden,
            ]
              .filter(Boolean)
              .join(' ')}
            muted
            playsInline
          />
          {isLive ? null : <Spinner label={t('fileUpload.cameraStarting')} showLabel />}
        </div>
      )}
      <div className={styles.cameraActions}>
        {problem && mediaDevices ? (
          <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
            {t('fileUpload.retry')}
          </Button>
        ) : null}
        {problem ? null : (
          <>
            <Button onPress={capture} isDisabled={!isLive}>
              {t('fileUpload.capture')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => setFacingMode((mode) => (mode === 'user' ? 'environment' : 'user'))}
            >
              {facingMode === 'user'
                ? t('fileUpload.useRearCamera')
                : t('fileUpload.useFrontCamera')}
            </Button>
          </>
        )}
        <Button variant="ghost" onPress={onCancel}>
          {t('fileUpload.cancel')}
        </Button>
      </div>
    </div>
  );
}
