/** Routes the info pages link to that the shared PATHS do not name (yet). */
export const INFO_PATHS = {
  howItWorks: '/how-it-works',
  refundPolicy: '/refund-policy',
  ourPerformance: '/our-performance',
  joinUs: '/join-us',
  webinar: '/webinar',
} as const;
