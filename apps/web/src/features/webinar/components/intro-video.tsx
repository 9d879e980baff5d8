import { useState } from 'react';
import { Play } from 'lucide-react';
import { IntroPoster } from './intro-poster.tsx';
import { useLingui } from '@lingui/react/macro';

/** Click to play: nothing from YouTube loads (no iframe, no cookies) until the visitor asks. */
export function IntroVideo({ videoId }: { videoId: string }) {
  const [playing, setPlaying] = useState(false);
  const { t } = useLingui();
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-navy-950 shadow-xl shadow-navy-950/30">
      {playing ? (
        <iframe
          className="absolute inset-0 size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={t`Webinar introduction video`}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 size-full" aria-label={t`Play the introduction video`}>
          <IntroPoster className="absolute inset-0 size-full" />
          <span className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition group-hover:scale-110 md:size-20">
            <Play className="ml-1 size-8 fill-current md:size-10" aria-hidden />
          </span>
        </button>
      )}
    </div>
  );
}
