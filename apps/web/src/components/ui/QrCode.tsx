import { qrCode } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './qr-code.css';

/**
 * A QR code of a link (SPEC §9: 200 px, error correction M, a 20 px white margin), drawn once it
 * scrolls near the screen: the `qrcode` library loads only then, keeping it out of the first load.
 * Without a link (the site has not published the resource) it shows the failure, as SPEC §9 says.
 */
export function QrCode({ value, label }: { value: string | null; label: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    if (value === null) {
      setFailed(true);
      return;
    }
    let live = true;
    const draw = async () => {
      setFailed(false);
      try {
        const { toDataURL } = await import('qrcode');
        const url = await toDataURL(value, {
          width: qrCode.size,
          margin: 0,
          errorCorrectionLevel: qrCode.errorCorrectionLevel,
        });
        if (live) setSrc(url);
      } catch {
        if (live) setFailed(true);
      }
    };
    if (typeof IntersectionObserver === 'undefined') {
      void draw();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void draw();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [value]);

  return (
    <div ref={box} className="qr" style={{ padding: qrCode.margin }} data-value={value ?? undefined}>
      {src ? (
        <img src={src} alt={label} width={qrCode.size} height={qrCode.size} />
      ) : failed ? (
        <p className="qr__failed" role="alert">
          {t('home.qrFailed')}
        </p>
      ) : (
        <span className="qr__placeholder" role="img" aria-label={label} />
      )}
    </div>
  );
}
