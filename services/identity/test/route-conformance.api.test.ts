import { describeRouteConformance } from '@tally/service-kit/testing';
import { startIdentity } from './helpers/start-identity';

describeRouteConformance('identity', () => startIdentity());
