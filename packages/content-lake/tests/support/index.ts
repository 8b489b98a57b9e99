// Helpers for testing with a local Content Lake and local servers, which this package's tests and a project's use
// alike: a lake and a client for one test, requests with any Host, a connection reset mid-request, and waiting for a
// state instead of a time.
export { foreignHostOf, requestWithHost, websocketHandshake } from './host-request'
export { sendThenReset } from './raw-connection'
export { waitUntil } from './wait-until'
export { clientFor, closeLakes, startLake } from '../lake-fixture'
