'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import styles from './gate.module.css';

/** The same code read again by the camera within this time is the same scan. */
const CAMERA_REPEAT_MS = 3_000;

/** The phone's back camera reading QR codes; each new code read goes to `onRead`. */
export function GateCamera({ onRead }: { onRead: (text: string) => void }) {
  const t = useTranslations('staffScan');
  const [camera, setCamera] = useState<'off' | 'starting' | 'on'>('off');
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controls = useRef<{ stop(): void } | null>(null);
  const lastRead = useRef<{ text: string; at: number } | null>(null);
  // The decoder keeps the callback it started with; this one reads the page's latest list.
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  }, [onRead]);

  const stop = useCallback(() => {
    controls.current?.stop();
    controls.current = null;
    setCamera('off');
  }, []);

  const start = async () => {
    if (!videoRef.current) return;
    setCamera('starting');
    setFailed(false);
    try {
      // Loaded only here: the camera's decoder is not part of any other page (ADR 0017).
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader();
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        videoRef.current,
        (result) => {
          if (!result) return;
          const text = result.getText();
          const now = Date.now();
          const last = lastRead.current;
          if (last && last.text === text && now - last.at < CAMERA_REPEAT_MS) return;
          lastRead.current = { text, at: now };
          read.current(text);
        },
      );
      setCamera('on');
    } catch {
      setCamera('off');
      setFailed(true);
    }
  };

  useEffect(() => stop, [stop]);

  return (
    <div className={styles.camera}>
      <video
        ref={videoRef}
        className={camera === 'off' ? styles.videoHidden : styles.video}
        muted
        playsInline
        aria-label={t('camera.label')}
      />
      {camera === 'off' ? (
        <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => void start()}>
          {t('camera.start')}
        </button>
      ) : (
        <button type="button" className={buttonClass({ variant: 'outline' })} onClick={stop}>
          {t('camera.stop')}
        </button>
      )}
      {failed && (
        <p className={styles.problem} role="alert">
          {t('camera.failed')}
        </p>
      )}
    </div>
  );
}
