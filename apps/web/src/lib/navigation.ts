/**
 * Lets code outside React (the api-client, app start) change route.
 * The app registers the router's navigate; until then a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
