/** The spec's copy, word for word (spelling included). Server and web import from here. */
export const MSG = {
  // session handling (site-and-admin §8)
  sessionExpiredTitle: 'Session Expiry!!',
  sessionExpired: 'Session Expired. Please login in again to continue',
  subscriptionExpiredTitle: 'Subscription Expired',
  subscriptionExpired: 'Subscription Expired. Please renew to continue using services',
  // login (§8)
  accountSuspended: 'Your account is suspended. Please contact admin for further support',
  loginSubscriptionExpired:
    'Subscription Expired. Please renew your subscription to continue using our services!!',
  wrongCredentials: 'Email or Password incorrect!!',
  loginFailed: 'Login failed. Please try again or contact admin!!',
  // validation (§5)
  nameRequired: 'Name is required!!',
  emailRequired: 'Email is required!!',
  invalidEmail: 'Invalid Email',
  passwordRequired: 'Password is required!!',
  passwordLength: 'Password must be of 8-20 characters',
  contactRequired: 'Contact is required!!',
  invalidContact: 'Invalid contact number',
  // password recovery (§8)
  forgotPasswordSent: 'Please check your email for password reset link',
  forgotPasswordFailed: 'Failed to send email. Please try again or contact admin!',
  // maintenance (§2)
  maintenance: 'We are currently working on something awesome. Stay tuned.',
  // generic envelope messages (not in the spec; ours)
  notFound: 'Not found',
  apiNotFound: 'No such API route',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  tooManyRequests: 'Too many requests. Please try again later.',
  forbidden: 'You are not allowed to do this',
  internalError: 'Something went wrong. Please try again later.',
  databaseUnavailable: 'Database unavailable',
  invalidInput: 'Invalid input',
} as const;
