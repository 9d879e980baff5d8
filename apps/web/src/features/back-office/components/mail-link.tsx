/** An e-mail as a mailto link: the address shown as text, encoded in the href. */
export function MailLink({ email }: { email: string }) {
  return (
    <a
      translate="no"
      href={`mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`}
      className="break-all text-navy-900 underline decoration-navy-300 underline-offset-4 hover:decoration-navy-900 focus-visible:outline-2 focus-visible:outline-emerald-500"
    >
      {email}
    </a>
  );
}
