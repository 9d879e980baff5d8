import { Quote } from 'lucide-react';
import type { LandingValue } from '@tlt/shared/content/landing';
import { Portrait } from '../../../components/ui/portrait.tsx';

type Testimonial = LandingValue<'testimonials'>['items'][number];

export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <Quote className="size-7 text-emerald-500" aria-hidden />
      <blockquote className="mt-3 flex-1 text-navy-800">{t.quote}</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <Portrait src={t.photo} name={t.name} alt="" size={48} className="size-12" />
        <span>
          <span className="block font-bold text-navy-950">{t.name}</span>
          <span className="block text-sm text-navy-600">{t.position}</span>
          <span className="block text-xs text-navy-500">{t.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
