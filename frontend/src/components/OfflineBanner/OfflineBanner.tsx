import { WifiOff } from 'lucide-react';
import { copy } from '../../copy';
import { useOnline } from '../../hooks/useOnline';
import './OfflineBanner.css';

/** "Sin conexión": shown while the device is offline; the member still sees what was saved. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <WifiOff size={18} aria-hidden="true" />
      <span>
        <strong>{copy.offline.title}</strong> {copy.offline.description}
      </span>
    </div>
  );
}
