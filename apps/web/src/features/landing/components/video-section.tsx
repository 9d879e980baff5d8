import { useState } from 'react';
import { Play } from 'lucide-react';
import { useLandingContent } from '../api/get-landing-content.ts';
import { LandingHeading } from './landing-heading.tsx';

export const videoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;

/** Nothing loads from YouTube until the visitor presses Play Now; no section until there is a video (issue 26 §8). */
export function VideoSection() {
  const video = useLandingContent('video');
  const [playing, setPlaying] = useState(false);
  if (!video.youtubeId) return null;
  return (
    <section aria-labelledby="video-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-5xl px-4 text-center md:px-6">
        <LandingHeading id="video-title" title={video.heading} intro={video.intro} introClassName="mx-auto max-w-2xl" />
        <div className="relative mt-8 aspect-video overflow-hidden rounded-2xl bg-navy-950 shadow-xl">
          {playing ? (
            <iframe
              src={videoEmbedUrl(video.youtubeId)}
              title={video.heading}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full"
            />
          ) : (
            <div className="absolute inset-0 flex items-center justify-center bg-[radial-gradient(circle_at_center,rgba(16,185,129,0.35),transparent_60%)]">
              <button
                type="button"
                onClick={() => setPlaying(true)}
                className="inline-flex items-center gap-3 rounded-full bg-emerald-400 px-7 py-4 text-lg font-bold text-navy-950 shadow-lg transition hover:scale-105 hover:bg-emerald-300"
              >
                <Play className="size-6" fill="currentColor" aria-hidden /> {video.playLabel}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
