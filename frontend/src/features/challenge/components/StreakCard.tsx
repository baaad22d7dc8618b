import { CalendarDays, Flame, ListChecks, Trophy } from 'lucide-react';
import { copy } from '../../../copy';
import '../progress.css';

/** The streak as a picture (a flame lit by the run, measured against the best one), and the challenge's figures. */
export function StreakCard({
  streak,
  bestStreak,
  percentage,
  progress,
}: {
  streak: number;
  bestStreak: number;
  percentage: number;
  progress: number;
}) {
  const towardsBest = bestStreak > 0 ? Math.round((100 * Math.min(streak, bestStreak)) / bestStreak) : 0;
  return (
    <section className="card dash-progress" aria-labelledby="dash-progress-title">
      <h2 id="dash-progress-title" className="dash__section-title">
        {copy.dashboard.progressTitle}
      </h2>
      <div className="streak-row">
        <div className="streak">
          <div className={`streak__flame${streak > 0 ? ' streak__flame--lit' : ''}`} aria-hidden="true">
            <Flame size={40} strokeWidth={2.25} />
          </div>
          <div className="streak__now">
            <p className="streak__label">{copy.dashboard.currentStreak}</p>
            <p className="streak__value" data-testid="current-streak">
              <span className="streak__number">{streak}</span> {copy.dashboard.streakUnit(streak)}
            </p>
          </div>
        </div>
        <div className="streak__best">
          <p className="streak__best-row">
            <Trophy size={16} aria-hidden="true" />
            <span>{copy.dashboard.bestStreak}</span>
            <strong data-testid="best-streak">{copy.dashboard.bestStreakDays(bestStreak)}</strong>
          </p>
          <div
            className="streak__track"
            role="progressbar"
            aria-label={copy.dashboard.bestStreak}
            aria-valuemin={0}
            aria-valuemax={bestStreak}
            aria-valuenow={Math.min(streak, bestStreak)}
          >
            <div className="streak__track-bar" style={{ width: `${towardsBest}%` }} />
          </div>
          <p className="streak__hint">{copy.dashboard.streakToBest(streak, bestStreak)}</p>
        </div>
      </div>
      <dl className="dash__stats">
        <div className="stat" data-testid="elapsed">
          <dt>
            <CalendarDays size={16} aria-hidden="true" />
            {copy.dashboard.elapsedLabel}
          </dt>
          <dd>{copy.dashboard.percent(percentage)}</dd>
        </div>
        <div className="stat" data-testid="progress">
          <dt>
            <ListChecks size={16} aria-hidden="true" />
            {copy.dashboard.progressLabel}
          </dt>
          <dd>{copy.dashboard.percent(progress)}</dd>
        </div>
      </dl>
      <div
        className="progress"
        role="progressbar"
        aria-label={copy.dashboard.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="progress__bar" style={{ width: `${progress}%` }} />
      </div>
    </section>
  );
}
