import { describeRouteConformance, startTestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';

describeRouteConformance('alerts', () => startTestService({ jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema }));
