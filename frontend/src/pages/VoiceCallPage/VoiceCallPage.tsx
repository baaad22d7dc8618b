import { PhoneOff, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { AskForm } from '../../features/voice/components/AskForm';
import { CoachConversation } from '../../features/voice/components/CoachConversation';
import { VoiceOrb } from '../../features/voice/components/VoiceOrb';
import { VoiceStatusLine } from '../../features/voice/components/VoiceStatusLine';
import { useVoiceCoach } from '../../features/voice/hooks/useVoiceCoach';
import { voiceCopy } from '../../features/voice/voice.copy';
import { ROUTES } from '../../routes';
import '../../features/voice/voice.css';
import './VoiceCallPage.css';

const mmss = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The call's length since the first tap, ticking every second. */
function useCallTimer(startedAt: number | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return mmss(startedAt === null ? 0 : Math.max(0, now - startedAt));
}

/**
 * `/voice-backup` (spec 2 section 2.12): the call-style screen "EMILIO.BORN.AI". The timer starts at
 * the first tap; Mute silences Emilio's voice (the answer stays on screen) and slows the listening
 * ring; End call resets the screen and goes to /dashboard.
 */
export function VoiceCallPage() {
  const { loading } = useCurrentUser();
  const [muted, setMuted] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const coach = useVoiceCoach({ audioRef, muted });
  const timer = useCallTimer(coach.startedAt);
  const navigate = useNavigate();
  if (loading) return <PageLoader />;

  const endCall = () => {
    coach.reset();
    setMuted(false);
    void navigate(ROUTES.dashboard);
  };

  return (
    <main className="call-page">
      <header className="call-page__header">
        <h1 className="call-page__brand">{voiceCopy.call.brand}</h1>
        <p className="call-page__subtitle">{voiceCopy.call.subtitle}</p>
        <p className="call-page__timer" aria-label={voiceCopy.call.timerLabel}>
          <time data-testid="call-timer">{timer}</time>
        </p>
      </header>
      <section className="call-page__stage">
        <VoiceOrb status={coach.status} onTap={coach.tap} slow={muted} className="voice-orb--call" />
        <VoiceStatusLine status={coach.status} />
      </section>
      <section className="call-page__panel">
        <CoachConversation coach={coach} />
        <AskForm onAsk={coach.ask} busy={coach.status === 'processing'} />
      </section>
      <footer className="call-page__controls">
        <button
          type="button"
          className={`call-control ${muted ? 'call-control--active' : ''}`}
          aria-pressed={muted}
          onClick={() => setMuted((value) => !value)}
        >
          {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          <span>{voiceCopy.call.mute}</span>
        </button>
        <button type="button" className="call-control call-control--end" onClick={endCall}>
          <PhoneOff aria-hidden="true" />
          <span>{voiceCopy.call.endCall}</span>
        </button>
      </footer>
      <audio ref={audioRef} className="voice-audio" data-testid="coach-audio" />
    </main>
  );
}
