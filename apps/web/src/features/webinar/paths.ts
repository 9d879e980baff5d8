/** The funnel's own routes (site-and-admin §2 Route table). */
export const WEBINAR_PATHS = {
  page: '/webinar',
  registration: '/webinar-registration',
  success: '/webinar-register-success',
} as const;

/** What the registration hands its success page (router state): the booked registration and slot. */
export interface BookedSlot {
  registrationId: string;
  /** ISO instant, as the server answered it. */
  slotDate: string;
}
