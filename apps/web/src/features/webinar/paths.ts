/** The funnel's own routes (site-and-admin §2 Route table). */
export const WEBINAR_PATHS = {
  page: '/webinar',
  registration: '/webinar-registration',
  success: '/webinar-register-success',
} as const;
