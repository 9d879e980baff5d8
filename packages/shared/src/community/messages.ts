/** The spec's copy, word for word (community.md §5, §8). Ours are marked. */
export const COMMUNITY_MSG = {
  createPostErrorTitle: 'Create Post Error',
  titleRequired: 'Please enter title!!',
  imageRequired: 'Please upload at least one chart image!!',
  tagRequired: 'Please select at least one tag!!',
  notificationTitleRequired: 'Please enter notification title',
  clipboardErrorTitle: 'Clipboard paste error',
  maxImages: 'Sorry, maximum image upload limit is 4',
  imageTooLarge: 'Image size should be less than 2 MB.',
  closed: 'This Post has been closed due to inactivity',
  deletePostConfirm: 'Are you sure want to delete this post?',
  deleteCommentConfirm: 'Are you sure want to delete this comment?',
  // error toasts (title "Error")
  errorTitle: 'Error',
  deletePostFailed: 'Failed to delete post. Please try again!!',
  updatePostFailed: 'Failed to update post. Please try again later!!',
  favoriteFailed: 'Failed to mark post as favorite. Please try again later!!',
  likeFailed: 'Failed to like post. Please try again later!!',
  postFailed: 'Failed to post. Please try again later!!',
  uploadFailureTitle: 'Failure',
  uploadFailed: 'Failed to create post!!',
  loadPostsFailed: 'Failed to load posts. Please try again later!!',
  loadNotificationsFailed: 'Failed to load notifications. Please try again later!!',
  deleteCommentFailed: 'Failed to delete comment. Please try again!!',
  deleteReplyFailed: 'Failed to delete replay comment. Please try again!!',
  addCommentFailed: 'Failed to add comment. Please try again later!!',
  addReplyFailed: 'Failed to add reply. Please try again later!!',
  agreeFailed: 'Failed to Agree the terms and conditions. Please try again later!!',
  bioFailed: 'Failed to update author bio. Please try again later!!',
  loadWatchlistFailed: 'Failed to load watch list. Please try again later!!',
  deleteWatchlistFailed: 'Failed to delete Watch List. Please try again!!',
  /** Deleting a trade wisdom item failed. */
  deleteRecordFailed: 'Failed to delete record. Please try again!!',
  // watchlist and trade wisdom forms (community.md §5)
  createWatchlistErrorTitle: 'Create Watch List Error',
  createTradeWisdomErrorTitle: 'Create Trade Wisdom Error',
  typeRequired: 'Please Select at least one type!!',
  deleteWatchlistConfirm: 'Are you sure want to delete this watchlist?',
  deleteTradeWisdomConfirm: 'Are you sure want to delete this trade wisdom?',
  // success toasts
  watchlistCreated: 'Watch List created successfully!!',
  watchlistUpdated: 'Watch List updated successfully!!',
  watchlistDeleted: 'Watch List deleted successfully!!',
  tradeWisdomCreated: 'Trade Wisdom created successfully!!',
  tradeWisdomUpdated: 'Trade Wisdom updated successfully!!',
  tradeWisdomDeleted: 'Trade Wisdom deleted successfully!!',
  postApproved: 'Post Approved!!',
  postRejected: 'Post Rejected!!',
  postUpdated: 'Post updated successfully!!',
  postCreatedUnderReview: 'Post created successfully and is under review!!',
  addedToFavorites: 'Added to favorites',
  removedFromFavorites: 'Removed from favorites',
  commentDeleted: 'Comment deleted successfully!!',
  replyDeleted: 'Comment Reply deleted successfully!!',
  postDeleted: 'Post deleted successfully!!',
  // empty states
  noPosts: 'No Posts Found',
  endOfFeed: "That's all folks",
  noNotifications: 'No Notifications Found',
  watchlistEmpty: 'The watchlist is currently empty',
  noWatchlistForId: 'There is no list corresponding this ID',
  noRecords: 'No Records Found',
  seeFullDisclosure: 'See Full Disclosure',
  profitableTooltip: "This trader's PnL has been verified for the current year",
  // ours (the spec gives no wording)
  postCreated: 'Post created successfully!!',
  commentEmpty: 'Write a comment first',
  notInvolved: 'Only people in this conversation or an admin can reply',
  notYourPost: 'You can only change your own posts',
  notYourComment: 'You can only delete your own comments',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  priceInvalid: 'Enter a number of at least 0 with up to 2 decimals',
  riskTooHigh: 'Risk can be at most 2',
  riskTooHighAdmin: 'Risk can be at most 100',
  tagUnknown: 'Please select tags from the list',
  imageUrl: 'Use an uploaded image',
  reviewOnly: 'Only an admin can review posts',
  termsRequired: 'Please accept the community terms and conditions first',
  typeUnknown: 'Please select one type: Stocks, Commodities, Currencies or F&O',
  watchlistNotFound: 'Watchlist not found',
  tradeWisdomNotFound: 'Trade wisdom not found',
  saveWatchlistFailed: 'Failed to save Watch List. Please try again later!!',
  saveTradeWisdomFailed: 'Failed to save Trade Wisdom. Please try again later!!',
  loadTradeWisdomFailed: 'Failed to load trade wisdom. Please try again later!!',
  /** A notification whose post, watchlist or trade wisdom was deleted since. */
  noLongerAvailable: 'This is no longer available. It may have been removed by an admin.',
  contractNotFound: 'Contract not found',
  /** A member (not an admin) tried to create, edit or delete one. */
  watchlistAdminOnly: 'Only an admin can create, edit or delete watchlists',
  tradeWisdomAdminOnly: 'Only an admin can create, edit or delete trade wisdom',
  /** ACCEPT on a pending post whose author has since deleted their account (issue 26). */
  authorDeleted: 'This member has deleted their account, so their post can no longer be approved',
} as const;

/**
 * The disclaimer under posts with showDisclaimer (community.md §1: educational only, not a
 * registered investment advisory); cards show `disclaimerPreview` of it. Our wording.
 */
export const COMMUNITY_DISCLAIMER =
  'Disclaimer: We are not a registered investment advisory. Everything shared in this community is for ' +
  'educational purposes only and is not a recommendation to buy, sell or hold any security. Trading carries ' +
  'risk; do your own research and consult a registered advisor before you trade.';
