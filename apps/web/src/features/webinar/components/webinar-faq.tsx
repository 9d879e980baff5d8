import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { WebinarContent } from '@tlt/shared/content/webinar-seed';

/** The questions; one answer open at a time, all closed at first (spec §4 UI states). */
export function WebinarFaq({ items }: { items: WebinarContent['faq']['items'] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-navy-100 rounded-2xl border border-navy-100 bg-white">
      {items.map(({ question, answer }, i) => (
        <Accordion.Item key={`${i}-${question}`} value={`q${i}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-navy-950 hover:bg-navy-50 md:px-6">
                {question}
                <ChevronDown className="size-5 shrink-0 text-navy-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-navy-700 md:px-6">{answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
