import { describeRouteConformance } from '@tally/service-kit/testing';
import { startScanner } from './helpers/scanner-test-kit';

describeRouteConformance('scanner', () => startScanner());
