import { Send } from 'lucide-react';
import type { ClassMember } from '@tlt/shared/back-office/analytics';
import { Button } from '../../../components/ui/button.tsx';
import { useSendRenewalReminder } from '../api/send-renewal-reminder.ts';
import { useLingui } from '@lingui/react/macro';

/**
 * "Send renewal reminder" for one member: the server mails the reminder with a fresh renewal link
 * (at most once a minute per member) and answers with a toast; a suspended member gets none.
 */
export function ReminderButton({ member }: { member: ClassMember }) {
  const { t } = useLingui();
  const name = member.name;
  const send = useSendRenewalReminder();
  if (!member.active) return <span className="text-xs font-semibold text-navy-600">{t`Suspended: no reminder`}</span>;
  const sent = send.isSuccess;
  return (
    <Button
      variant={sent ? 'ghost' : 'outline'}
      size="sm"
      disabled={send.isPending || sent}
      aria-label={sent ? t`Renewal reminder sent to ${name}` : t`Send renewal reminder to ${name}`}
      onClick={() => send.mutate(member._id)}
    >
      <Send className="size-4" aria-hidden />
      {send.isPending ? t`Sending…` : sent ? t`Renewal reminder sent` : t`Send renewal reminder`}
    </Button>
  );
}
