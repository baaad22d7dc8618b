import { Play } from 'lucide-react';
import { useState } from 'react';
import { copy } from '../../../copy';

/** The exercise video (youtube-nocookie): an overlay until tapped, then autoplay; no id, no video. */
export function VideoPlayer({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (!videoId) {
    return (
      <div className="video video--empty" data-testid="video-unavailable">
        {copy.workout.videoUnavailable}
      </div>
    );
  }
  if (!playing) {
    return (
      <button
        type="button"
        className="video video--cover"
        data-testid="video-overlay"
        data-video-id={videoId}
        onClick={() => setPlaying(true)}
      >
        <span className="video__play" aria-hidden="true">
          <Play size={30} fill="currentColor" />
        </span>
        <span>{copy.workout.tapToPlay}</span>
      </button>
    );
  }
  return (
    <div className="video">
      <iframe
        data-testid="video-frame"
        data-video-id={videoId}
        title={title}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&playsinline=1`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
