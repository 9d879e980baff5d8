import type { User } from '@tlt/shared/user';

/** Route targets named by the spec; many are built in later issues and show 404 until then. */
export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  notFound: '/404',
  userDashboard: '/user-dashboard',
  adminDashboard: '/dashboard',
  profile: '/profile',
  posts: '/posts',
  communityTerms: '/community-terms-and-conditions',
  watchlist: '/watchlist',
  watchlistItem: (id: string) => `/watchlist/${encodeURIComponent(id)}`,
  tradeWisdom: '/trade-wisdom',
  tradeWisdomItem: (id: string) => `/trade-wisdom/${encodeURIComponent(id)}`,
  adminCommodityContracts: '/admin/commodity-contracts',
  notifications: '/notifications',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  faqs: '/faqs',
  disclaimer: '/disclaimer',
  pricingPlans: '/pricing-plans',
  thankYou: '/thank-you',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  adminPlans: '/admin/plans',
  adminContent: '/admin/content',
  adminBlogs: '/admin/blogs',
  allPostsReview: '/all-posts-review',
  allUsers: '/all-users',
  member: (userId: string) => `/all-users/${encodeURIComponent(userId)}`,
  allQueries: '/all-queries',
  allLeads: '/all-leads',
  allSubscribers: '/all-subscribers',
  adminAudit: '/admin/audit',
  /** Renew early, signed in (issue 15). */
  renewEarly: '/renew-early',
  adminInvoiceSettings: '/admin/invoice-settings',
  /** Issue 26 §6: the webinar's registrants. */
  adminWebinarRegistrations: '/admin/webinar-registrations',
  renewSubscription: (renewalToken: string) => `/renew-subscription/${encodeURIComponent(renewalToken)}`,
  /** Spec §2 Plans page: Get Started carries the plan id. */
  registerWithPlan: (planId: number) => `/register?plan_selected=${planId}`,
} as const;

/** Members who have not accepted the community terms go through them first (spec §2 Header). */
export function communityPath(user: Pick<User, 'agree'>): string {
  return user.agree ? PATHS.posts : PATHS.communityTerms;
}
