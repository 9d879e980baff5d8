import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

interface FaqAccordionProps {
  items: { question: string; answer: string }[];
}

/** Radix gives the keyboard model: Tab between questions, Enter/Space toggles, arrows move. */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-navy-100 rounded-2xl border border-navy-100 bg-white shadow-sm">
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`faq-${i}`} className="group">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-navy-950 transition-colors hover:bg-navy-50 md:px-6 md:py-5 md:text-lg group-first:rounded-t-2xl group-last:data-[state=closed]:rounded-b-2xl">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-emerald-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-[0.95rem] leading-relaxed text-navy-700 md:px-6">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
