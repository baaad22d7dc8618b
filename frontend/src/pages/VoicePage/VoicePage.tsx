import { ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
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
import './VoicePage.css';

/** `/voice` (spec 2 section 2.11): the circle assistant, public; a member's answers use their own data. */
export function VoicePage() {
  const { loading } = useCurrentUser();
  const audioRef = useRef<HTMLAudioElement>(null);
  const coach = useVoiceCoach({ audioRef });
  if (loading) return <PageLoader />;
  return (
    <main className="voice-page">
      <header className="voice-page__bar">
        <span className="voice-page__brand">
          EMILIO<span className="accent">.</span>
        </span>
        <Link className="btn btn--primary voice-page__access" to={ROUTES.auth}>
          {voiceCopy.accessChallenge}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </header>
      <div className="voice-page__layout">
        <section className="voice-page__stage" aria-labelledby="voice-title">
          <p className="voice-page__eyebrow">{voiceCopy.eyebrow}</p>
          <h1 id="voice-title" className="voice-page__title">
            {voiceCopy.title}
          </h1>
          <p className="voice-page__subtitle">{voiceCopy.subtitle}</p>
          <VoiceOrb status={coach.status} onTap={coach.tap} />
          <VoiceStatusLine status={coach.status} />
        </section>
        <section className="voice-page__panel">
          <CoachConversation coach={coach} />
          <AskForm onAsk={coach.ask} busy={coach.status === 'processing'} suggestions />
        </section>
      </div>
      <audio ref={audioRef} className="voice-audio" data-testid="coach-audio" />
    </main>
  );
}
