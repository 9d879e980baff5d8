import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LEAD_PAGE_SIZES, LEAD_SECTION_TITLES, type LeadSection } from '@tlt/shared/back-office/lists';
import { formatCount } from '../../../components/admin/format-count.ts';
import { PagedListBody } from '../../../components/admin/paged-list-body.tsx';
import { useLeadSection } from '../api/leads.ts';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { LeadsTable } from './leads-table.tsx';
import { useSectionPage } from './use-section-page.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** One section of /all-leads: its heading and total, its Excel export, its page of leads and its own pager. */
export function LeadsSection({ section }: { section: LeadSection }) {
  const { t } = useLingui();
  const title = translateShared(LEAD_SECTION_TITLES[section]);
  const headingId = useId();
  const page = useSectionPage(section === 'free' ? 'free' : '', LEAD_PAGE_SIZES);
  const leads = useLeadSection(section, page.offset, page.limit);
  const data = leads.data;
  const leadCount = (total: number) => {
    const count = formatCount(total);
    return total === 1 ? t`${count} lead` : t`${count} leads`;
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-navy-950">{title}</h2>
          <p className="text-sm text-navy-700">{data ? leadCount(data.total) : '\u00a0'}</p>
        </div>
        <DownloadButton download={() => downloadFile(`lead/export?section=${section}`, `${section === 'free' ? 'free-content-requestors' : 'leads'}.xlsx`)}
          label={t`Export ${title} to Excel`} />
      </div>
      <PagedListBody
        query={leads}
        loading={t`Loading ${title}…`}
        error={t`Could not load ${title}. Please try again.`}
        rows={(data) => data.leads}
        paging={{ id: `leads-${section}-pager`, offset: page.offset, limit: page.limit, pageSizes: LEAD_PAGE_SIZES, onChange: page.setPage, label: t`${title} pages` }}
      >
        {(rows, busy) => <LeadsTable section={section} caption={t`${title}, newest first`} leads={rows} busy={busy} />}
      </PagedListBody>
    </section>
  );
}
