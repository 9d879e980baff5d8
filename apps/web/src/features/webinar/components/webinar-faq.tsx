import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { FAQ } from '../content.ts';

/** The nine questions; one answer open at a time, all closed at first (spec §4 UI states). */
export function WebinarFaq() {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-navy-100 rounded-2xl border border-navy-100 bg-white">
      {FAQ.map(({ q, a }, i) => (
        <Accordion.Item key={q} value={`q${i}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-navy-950 hover:bg-navy-50 md:px-6">
                {q}
                <ChevronDown className="size-5 shrink-0 text-navy-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-navy-700 md:px-6">{a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
