import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';

interface DashboardTileProps {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

export function DashboardTile({ to, title, text, icon: Icon }: DashboardTileProps) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-emerald-300 hover:shadow-lg"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="mt-5 text-lg font-bold text-navy-950">{title}</span>
      <span className="mt-1 flex-1 text-sm text-navy-700">{text}</span>
      <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800" aria-hidden>
        Open <ArrowRight className="size-4 transition group-hover:translate-x-1" />
      </span>
    </Link>
  );
}
