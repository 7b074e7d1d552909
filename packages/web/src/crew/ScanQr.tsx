import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { crewMessages } from './crewMessages.ts';

interface Detected {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<Detected[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** the browser's QR reader (Chromium on Android, among others); null where there is none */
export function barcodeDetector(): DetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

const LOOK_EVERY_MS = 250;

/** The back camera, looking for a QR code until one is read (or the fan cancels). */
export function ScanQr({ onRead, onClose }: { onRead(text: string): void; onClose(): void }) {
  const t = useMessages(crewMessages);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const done = useRef(onRead);
  done.current = onRead;

  useEffect(() => {
    const Detector = barcodeDetector();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      if (!Detector || !navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      if (stopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play();
      const detector = new Detector({ formats: ['qr_code'] });
      const look = async () => {
        if (stopped || !video.current) return;
        const [code] = await detector.detect(video.current).catch(() => []);
        if (code?.rawValue) {
          stop();
          done.current(code.rawValue);
          return;
        }
        timer = setTimeout(() => void look(), LOOK_EVERY_MS);
      };
      void look();
    })().catch(() => {
      stop();
      setFailed(true);
    });
    return stop;
  }, []);

  return (
    <div className="plan__box">
      {failed ? (
        <p role="alert">{t.noCamera}</p>
      ) : (
        <>
          <p>{t.scanning}</p>
          <video ref={video} className="crew__video" muted playsInline />
        </>
      )}
      <button type="button" className="button" onClick={onClose}>
        {t.cancel}
      </button>
    </div>
  );
}
