/** What the embedded launcher needs from the gateway beyond its factory. */
export { createInProcessTransport } from './http/service-transport';
export { defaultFrontendRoot } from './frontend-root';
export { serviceReadiness } from './http/service-readiness';
export { trustProxySetting } from './config';
