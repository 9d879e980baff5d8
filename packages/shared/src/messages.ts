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
  // registration and payment (§5, §8)
  confirmPasswordRequired: 'Confirm password is required!!',
  passwordsDoNotMatch: 'Passwords do no match!!',
  userExists: 'User already exist. Please try again with different email!',
  orderFailed: 'Failed to complete payment process. Please try again',
  signupFailed: 'Failed to register. Please contact admin for futher support!',
  signupSuccess: 'Registration success!!',
  renewFailed: 'Failed to renew subscription. Please try again or write to us for further support!!',
  renewSuccess: 'Subscription renewed successfully. Please login to continue',
  // ours, for the server's payment checks
  amountMismatch: 'The amount does not match the selected plan',
  unknownPlan: 'Please select a valid plan',
  invalidCoupon: 'This coupon code is not valid',
  badPaymentSignature: 'Payment could not be verified. Please contact admin for futher support!',
  orderNotPaid: 'Payment for this order is not complete',
  orderAlreadyUsed: 'This payment has already been used',
  orderMismatch: 'This payment belongs to a different order',
  manualPaymentRefused: 'Only an admin can record a manual payment',
  adminRenewalRefused: 'An admin account has no membership to renew',
  renewalTokenInvalid: 'This renewal link has expired. Please login again to renew',
  // profile (§8)
  profileImageChanged: 'Profile image changed successfully!!',
  profileImageFailed: 'Failed to change profile picture. Please try again!!',
  passwordChanged: 'Password changed successfully!!',
  incorrectOldPassword: 'Incorrect old password',
  uploadFailed: 'Failed to upload data. Please try again',
  oldPasswordRequired: 'Old password is required!!',
  newPasswordRequired: 'New password is required!!',
  weakPassword: 'Please use a strong password',
  samePassword: 'Old password & new password cannot be same',
  // community profile (community.md §5, §8); bio limits are ours
  bioUpdated: 'Successfully update author bio',
  agreed: 'Congrats! You can now access the community!!',
  agreeRequired: 'Please agree to the terms and conditions to check our community!!',
  bioRequired: 'Author bio is required!!',
  bioTooLong: 'Author bio must be at most 100 characters',
  profileUpdated: 'Profile updated successfully!!',
  // password recovery (§8)
  resetSuccess: 'Password reset success.',
  resetFailed: 'Failed to reset password. Please try again or contact admin for futher support!',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  // images (§5)
  imageTooLarge: 'Image size should be less than 2 MB.',
  imageType: 'Only png, jpg or jpeg images are accepted',
  // ours (issue 9): the decode cap of the server's re-encoding, its queue and the per-member limit
  imageTooManyPixels: 'Image dimensions are too large. Please upload a picture of at most 24 megapixels (for example 6000 × 4000).',
  imagesBusy: 'Too many images are being processed right now. Please try again in a minute.',
  uploadsPerHour: 'You have uploaded too many images in the last hour. Please try again later.',
  // contact and admin (§8)
  contactSuccess: 'Query submitted successfully. One of our executive will get in touch with you soon!',
  contactFailed: 'Failed to create query. Please try again!!',
  descriptionRequired: 'Description is required!!',
  queryResolved: 'Query marked as resolved',
  queryResolveFailed: 'Failed to mark query as resolved',
  refundIssued: 'Refund issued successfully!!',
  refundFailed: 'Failed to issue refund. Please try again',
  // webinar (§2, §8)
  webinarRegisterFailed: 'Failed to register. Please contact admin via Whatsapp/Email for futher support!',
  webinarRegistered: "You've successfully registered.",
  pleaseWait: 'Please wait!!',
  // subscribers and leads (ours)
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed. Thank you!',
  leadRecorded: 'Thank you! We will send it to you shortly.',
  leadRepeated: 'We already have your request. We will send it to you shortly.',
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
  unsafeText: 'Text cannot contain NUL characters or broken Unicode. Please remove them and try again.',
  conflict: 'This changed at the same time elsewhere. Please reload and try again.',
  // Idempotency-Key of the create calls (issue 9)
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 printable ASCII characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyInProgress: 'A request with this Idempotency-Key is still in progress',
  // A request refused while the database recovers, nothing changed (issue 27 §1)
  retryShortly: 'The site is busy for a moment and nothing was saved. Please try again in a few seconds.',
} as const;
