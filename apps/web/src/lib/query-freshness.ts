/**
 * How long a read of a page that is "always fetched again on arrival" counts as that arrival's read
 * (decision 0085): the route's loader starts it the moment the navigation starts, and the page, which
 * mounts a moment later, must not ask a second time. Short enough that coming back to the page later
 * still asks again.
 */
export const FRESH_ON_ARRIVAL_MS = 2_000;
